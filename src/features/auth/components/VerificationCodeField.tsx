import { CodeField } from '@ds';
import type { BoundField } from '@/components/FormField';
import { LIMITS } from '@/lib/limits';

/**
 * The e-mailed verification code, as activation, password reset and the account's password form
 * ask for it: `<FormField control={control} name="code" render={(f) => <VerificationCodeField
 * {...f} />} />`.
 */
export function VerificationCodeField(field: BoundField<string>) {
  return <CodeField label="Verification Code" digits={LIMITS.activationCode} required {...field} />;
}
