import { z } from 'zod';
import { newPasswordField } from '@/lib/validation';

// The temporary-password dialog's rules (docs/business-rules.md#validation).
export const newPasswordSchema = z
  .object({
    newPassword: newPasswordField('New password is required'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const emptyNewPassword: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/** Shown under new-password fields so the rule is known before the first error. */
export const PASSWORD_RULE_HINT =
  'At least 8 characters with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & *';
