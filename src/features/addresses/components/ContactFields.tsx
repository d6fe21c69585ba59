import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@ds';
import { LIMITS } from '@/lib/limits';

// A dealer's name and company as the address book, the profile and the signup ask for them: the
// same labels, autocomplete and limits (docs/business-rules.md#field-limits); each form keeps its
// own messages in its schema (docs/business-rules.md#validation).

type ContactValues = { firstName: string; lastName: string; companyName: string };
type ContactForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

function bind<T extends FieldValues>(form: ContactForm<T>, key: keyof ContactValues) {
  // T is constrained to hold the key, which TypeScript cannot see through Path<T>.
  const name = key as Path<T>;
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}

/** First Name and Last Name, side by side in the caller's grid. */
export function NameFields<T extends Pick<ContactValues, 'firstName' | 'lastName'>>({
  form,
}: {
  form: ContactForm<T>;
}) {
  return (
    <>
      <TextField
        label="First Name"
        autoComplete="given-name"
        maxLength={LIMITS.name}
        required
        {...bind(form, 'firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        maxLength={LIMITS.name}
        required
        {...bind(form, 'lastName')}
      />
    </>
  );
}

export function CompanyNameField<T extends Pick<ContactValues, 'companyName'>>({
  form,
}: {
  form: ContactForm<T>;
}) {
  return (
    <TextField
      label="Company Name"
      autoComplete="organization"
      maxLength={LIMITS.company}
      required
      {...bind(form, 'companyName')}
    />
  );
}
