import { z } from '@/lib/zod';
import { emailField, LIMITS } from '@/lib/validation';

// docs/business-rules.md#validation; the e-mail format wording is not given for login, so the contact
// form's wording is reused.
export const loginSchema = z.object({
  email: emailField('Email is required', 'Invalid email address', LIMITS.email),
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(LIMITS.passwordMax, `Must be at most ${LIMITS.passwordMax} characters.`),
    ),
});

export type LoginValues = z.infer<typeof loginSchema>;
