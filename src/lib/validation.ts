import { LIMITS } from './limits';
import { z } from './zod';

export { LIMITS };

// Field rules shared by every form (docs/business-rules.md#field-limits). Messages differ per form, so each
// builder takes the form's own wording.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;

export const ZIP_MESSAGE =
  'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).';

const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** Required text: blank (after trimming) gets `required`. */
export const requiredText = (required: string, max?: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, required), ...(max ? [z.maxLength(max, tooLong(max))] : []));

export const emailField = (required: string, invalid: string, max: number = LIMITS.email) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, tooLong(max)),
      z.regex(EMAIL_PATTERN, invalid),
    );

export const phoneField = (required: string, invalid: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.regex(PHONE_PATTERN, invalid));

// The masked Zip field cannot hold more than 10 characters, so the length message is the shared
// one (zod/mini carries no default English messages).
export const zipField = (required: string = ZIP_MESSAGE, invalid: string = ZIP_MESSAGE) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(LIMITS.zip, tooLong(LIMITS.zip)),
      z.regex(ZIP_PATTERN, invalid),
    );

/** The e-mailed code of activation and password reset, as typed (the server checks it). */
export const verificationCodeField = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Verification code is required.'),
      z.maxLength(LIMITS.activationCode, tooLong(LIMITS.activationCode)),
    );

/** The strength rule of the temporary-password dialog, message by message (docs/business-rules.md#field-limits). */
export const newPasswordField = (required = 'New password is required') =>
  z
    .string()
    .check(
      z.minLength(1, required),
      z.minLength(LIMITS.passwordMin, 'Password must be at least 8 characters long.'),
      z.maxLength(LIMITS.passwordMax, 'Password must be at most 64 characters long.'),
      z.regex(/[A-Z]/, 'Password must include at least one uppercase letter.'),
      z.regex(/[a-z]/, 'Password must include at least one lowercase letter.'),
      z.regex(/\d/, 'Password must include at least one number.'),
      z.regex(/[!@#$%^&*]/, 'Password must include at least one special character.'),
    );
