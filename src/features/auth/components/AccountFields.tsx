import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@ds';
import { LIMITS } from '@/lib/limits';
import { PASSWORD_RULE_HINT } from '../schemas/password-rule';

// The sign-in fields every auth form asks the same way (docs/business-rules.md#field-limits); each
// form keeps its own label, autocomplete and messages.
type FixedProps = 'type' | 'maxLength' | 'required';

/** The account e-mail: required, at most the e-mail limit. */
export function EmailField(props: Omit<TextFieldProps, FixedProps>) {
  return <TextField label="Email" type="email" maxLength={LIMITS.email} required {...props} />;
}

/** A required password of at most the password limit; a new one unless autoComplete says else. */
export function PasswordField(props: Omit<TextFieldProps, FixedProps>) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      maxLength={LIMITS.passwordMax}
      required
      {...props}
    />
  );
}

type Named<T extends FieldValues> = { name: Path<T>; label: string };

type PairForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * A new password (with the rule under it) and its confirmation, as activation, reset and the
 * change dialogs ask for them. A render function, not a component: the fields register in the
 * caller's render, in line with its own fields, and react-hook-form focuses the first invalid
 * field in registration order after a refused submit.
 */
export function newPasswordFields<T extends FieldValues>(
  form: PairForm<T>,
  { password, confirm }: { password: Named<T>; confirm: Named<T> },
) {
  const error = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  return [
    <PasswordField
      key="password"
      label={password.label}
      helperText={PASSWORD_RULE_HINT}
      error={error(password.name)}
      {...form.register(password.name)}
    />,
    <PasswordField
      key="confirm"
      label={confirm.label}
      error={error(confirm.name)}
      {...form.register(confirm.name)}
    />,
  ];
}
