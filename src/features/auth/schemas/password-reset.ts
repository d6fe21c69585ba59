import { z } from '@/lib/zod';
import { EMAIL_PATTERN, LIMITS, newPasswordField, verificationCodeField } from '@/lib/validation';

// docs/business-rules.md#validation. The strength rule is not given for this form; the dialog's
// rule is used because the server enforces the same policy.
export const resetRequestSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email address is required.'),
      z.maxLength(LIMITS.email, `Must be at most ${LIMITS.email} characters.`),
      z.regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
    ),
});

export const resetConfirmSchema = z
  .object({
    code: verificationCodeField(),
    newPassword: newPasswordField('Password is required.'),
    confirmNewPassword: z.string().check(z.minLength(1, 'Please confirm your new password.')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmNewPassword, {
      message: 'Passwords do not match.',
      path: ['confirmNewPassword'],
    }),
  );

export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export type ResetConfirmValues = z.infer<typeof resetConfirmSchema>;
