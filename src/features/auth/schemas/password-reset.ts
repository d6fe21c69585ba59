import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, newPasswordField } from '@/lib/validation';

// docs/business-rules.md#validation. The strength rule is not given for this form; the dialog's
// rule is used because the server enforces the same policy.
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email address is required.')
    .max(LIMITS.email, `Must be at most ${LIMITS.email} characters.`)
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
});

export const resetConfirmSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Verification code is required.')
      .max(LIMITS.activationCode, `Must be at most ${LIMITS.activationCode} characters.`),
    newPassword: newPasswordField('Password is required.'),
    confirmNewPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match.',
    path: ['confirmNewPassword'],
  });

export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export type ResetConfirmValues = z.infer<typeof resetConfirmSchema>;

export const emptyResetRequest: ResetRequestValues = { email: '' };
export const emptyResetConfirm: ResetConfirmValues = {
  code: '',
  newPassword: '',
  confirmNewPassword: '',
};
