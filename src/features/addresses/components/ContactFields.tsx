import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@ds';
import { LIMITS } from '@/lib/limits';

// A dealer's name and company as the address book, the profile and the signup ask for them: the
// same labels, autocomplete and limits (docs/business-rules.md#field-limits); each form keeps its
// own messages in its schema (docs/business-rules.md#validation).
//
// Render functions, not components: the fields register in the caller's render, in screen order
// with its own fields, and react-hook-form focuses the first invalid field in registration order
// after a refused submit.
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

function contactField<T extends FieldValues>(form: ContactForm<T>, field: ContactName) {
  // The callers' T holds the field, which TypeScript cannot see through Path<T>.
  const name = field as Path<T>;
  return (
    <TextField
      key={field}
      {...FIELDS[field]}
      required
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
}

/** First Name and Last Name, side by side in the caller's grid. */
export const nameFields = <T extends { firstName: string; lastName: string }>(
  form: ContactForm<T>,
) => [contactField(form, 'firstName'), contactField(form, 'lastName')];

export const companyNameField = <T extends { companyName: string }>(form: ContactForm<T>) =>
  contactField(form, 'companyName');
