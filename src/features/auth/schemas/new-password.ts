import { z } from '@/lib/zod';
import { newPasswordField } from '@/lib/validation';

// The temporary-password dialog's rules (docs/business-rules.md#validation).
export const newPasswordSchema = z
  .object({
    newPassword: newPasswordField('New password is required'),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const emptyNewPassword: NewPasswordValues = { newPassword: '', confirmPassword: '' };
