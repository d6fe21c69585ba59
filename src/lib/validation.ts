import { z } from 'zod';

// Field rules shared by every form (docs/business-rules.md#field-limits). Messages differ per form, so each
// builder takes the form's own wording.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;

export const LIMITS = {
  name: 20,
  addressLine: 50,
  city: 50,
  company: 50,
  phone: 12,
  zip: 10,
  cardNumber: 19,
  cvv: 3,
  poNumber: 20,
  email: 50,
  comments: 500,
  activationCode: 10,
  supplier: 50,
  averagePurchaseDigits: 8,
  taxId: 10,
  passwordMin: 8,
  passwordMax: 64,
} as const;

export const ZIP_MESSAGE =
  'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).';

/** Required text: blank (after trimming) gets `required`. */
export const requiredText = (required: string, max?: number) => {
  const base = z.string().trim().min(1, required);
  return max ? base.max(max, `Must be at most ${max} characters.`) : base;
};

export const emailField = (required: string, invalid: string, max: number = LIMITS.email) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters.`)
    .regex(EMAIL_PATTERN, invalid);

export const phoneField = (required: string, invalid: string) =>
  z.string().trim().min(1, required).regex(PHONE_PATTERN, invalid);

export const zipField = (required: string = ZIP_MESSAGE, invalid: string = ZIP_MESSAGE) =>
  z.string().trim().min(1, required).max(LIMITS.zip).regex(ZIP_PATTERN, invalid);

/** The strength rule of the temporary-password dialog, message by message (docs/business-rules.md#field-limits). */
export const newPasswordField = (required = 'New password is required') =>
  z
    .string()
    .min(1, required)
    .min(LIMITS.passwordMin, 'Password must be at least 8 characters long.')
    .max(LIMITS.passwordMax, 'Password must be at most 64 characters long.')
    .regex(/[A-Z]/, 'Password must include at least one uppercase letter.')
    .regex(/[a-z]/, 'Password must include at least one lowercase letter.')
    .regex(/\d/, 'Password must include at least one number.')
    .regex(/[!@#$%^&*]/, 'Password must include at least one special character.');
