import { z } from '@/lib/zod';
import { newPasswordField, verificationCodeField } from '@/lib/validation';

// docs/business-rules.md#validation: the strength rule is not shown, so the server's policy (the
// dialog's rule) is checked before sending; the mismatch wording is the activation one.
export const setPasswordSchema = z
  .object({
    password: newPasswordField('Password is required.'),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password.')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'The passwords do not match.',
      path: ['confirmPassword'],
    }),
  );

export const verificationSchema = z.object({ code: verificationCodeField() });

export type SetPasswordValues = z.infer<typeof setPasswordSchema>;
export type VerificationValues = z.infer<typeof verificationSchema>;
