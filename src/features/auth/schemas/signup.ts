import { z } from '@/lib/zod';
import {
  emailField,
  LIMITS,
  PHONE_PATTERN,
  phoneField,
  requiredText,
  TAX_ID_PATTERN,
  zipField,
} from '@/lib/validation';
import { BUSINESS_TYPES, SERVICES, SOURCES, US_STATE_CODES } from './signup-options';

const tooLong = (max: number) => `Must be at most ${max} characters.`;
const TAX_ID_MESSAGE = 'Invalid Tax ID. Format should be XX-XXXXXXX';

// Signup step 1 (docs/business-rules.md#validation). Where no wording is given (names, address,
// city, state) the message says which field is required.
export const signupStep1Shape = {
  email: emailField('Please enter a valid email address', 'Please enter a valid email address'),
  firstName: requiredText('First name is required', LIMITS.name),
  lastName: requiredText('Last name is required', LIMITS.name),
  phoneNumber: phoneField('Invalid phone number', 'Invalid phone number'),
  faxNumber: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || PHONE_PATTERN.test(v), 'Invalid fax number'),
  ),
  companyName: requiredText('Company Name is required', LIMITS.company),
  taxId: z.string().check(z.trim(), z.regex(TAX_ID_PATTERN, TAX_ID_MESSAGE)),
  addressLine1: requiredText('Address Line 1 is required', LIMITS.addressLine),
  addressLine2: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.addressLine, tooLong(LIMITS.addressLine))),
  city: requiredText('City is required', LIMITS.city),
  state: z.pipe(z.string(), z.enum(US_STATE_CODES, { error: 'State is required' })),
  zipCode: zipField(),
};

// Signup step 2 (docs/business-rules.md#validation).
export const signupStep2Shape = {
  currentSupplier: requiredText('Current supplier is required', LIMITS.supplier),
  averagePurchase: z
    .string()
    .check(
      z.minLength(1, 'Average purchase is required'),
      z.regex(/^\d{1,8}$/, 'Average purchase must be a whole-dollar amount of up to 8 digits'),
    ),
  services: z.array(z.enum(SERVICES)).check(z.minLength(1, 'Please select at least one service.')),
  source: z.pipe(z.string(), z.enum(SOURCES, { error: 'Please select a source.' })),
  businessType: z.pipe(z.string(), z.enum(BUSINESS_TYPES, { error: 'Business type is required' })),
};

export const signupSchema = z.object({ ...signupStep1Shape, ...signupStep2Shape });

/** What the form holds: selects start blank (''), which the enums reject with the field's message. */
export type SignupValues = z.input<typeof signupSchema>;
export type SignupOutput = z.output<typeof signupSchema>;
export type SignupFieldName = keyof SignupValues;
