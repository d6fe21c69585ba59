import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CodeField } from '@ds';
import { LIMITS } from '@/lib/limits';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T>; error?: string };

/** The e-mailed verification code, as both activation and password reset ask for it. */
export function VerificationCodeField<T extends FieldValues>({ control, name, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CodeField
          label="Verification Code"
          name={field.name}
          digits={LIMITS.activationCode}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
