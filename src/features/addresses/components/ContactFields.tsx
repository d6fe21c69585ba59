import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@ds';
import { LIMITS } from '@/lib/limits';

// A dealer's name and company as the address book, the profile and the signup ask for them: the
// same labels, autocomplete and limits (docs/business-rules.md#field-limits); each form keeps its
// own messages in its schema (docs/business-rules.md#validation).
const FIELDS = {
  firstName: { label: 'First Name', autoComplete: 'given-name', maxLength: LIMITS.name },
  lastName: { label: 'Last Name', autoComplete: 'family-name', maxLength: LIMITS.name },
  companyName: { label: 'Company Name', autoComplete: 'organization', maxLength: LIMITS.company },
} as const;

type ContactName = keyof typeof FIELDS;
type ContactForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

function ContactField<T extends FieldValues>({
  form,
  field,
}: {
  form: ContactForm<T>;
  field: ContactName;
}) {
  // The callers' T holds the field, which TypeScript cannot see through Path<T>.
  const name = field as Path<T>;
  return (
    <TextField
      {...FIELDS[field]}
      required
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
}

/** First Name and Last Name, side by side in the caller's grid. */
export function NameFields<T extends { firstName: string; lastName: string }>({
  form,
}: {
  form: ContactForm<T>;
}) {
  return (
    <>
      <ContactField form={form} field="firstName" />
      <ContactField form={form} field="lastName" />
    </>
  );
}

export function CompanyNameField<T extends { companyName: string }>({
  form,
}: {
  form: ContactForm<T>;
}) {
  return <ContactField form={form} field="companyName" />;
}
