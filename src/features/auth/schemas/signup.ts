import { z } from 'zod';
import type { components } from '@/api';
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
const signupStep1Shape = {
  email: emailField('Please enter a valid email address', 'Please enter a valid email address'),
  firstName: requiredText('First name is required', LIMITS.name),
  lastName: requiredText('Last name is required', LIMITS.name),
  phoneNumber: phoneField('Invalid phone number', 'Invalid phone number'),
  faxNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Invalid fax number'),
  companyName: requiredText('Company Name is required', LIMITS.company),
  taxId: z.string().trim().regex(TAX_ID_PATTERN, TAX_ID_MESSAGE),
  addressLine1: requiredText('Address Line 1 is required', LIMITS.addressLine),
  addressLine2: z.string().trim().max(LIMITS.addressLine, tooLong(LIMITS.addressLine)),
  city: requiredText('City is required', LIMITS.city),
  state: z.string().pipe(z.enum(US_STATE_CODES, { error: 'State is required' })),
  zipCode: zipField(),
};

// Signup step 2 (docs/business-rules.md#validation).
const signupStep2Shape = {
  currentSupplier: requiredText('Current supplier is required', LIMITS.supplier),
  averagePurchase: z
    .string()
    .min(1, 'Average purchase is required')
    .regex(/^\d{1,8}$/, 'Average purchase must be a whole-dollar amount of up to 8 digits'),
  services: z.array(z.enum(SERVICES)).min(1, 'Please select at least one service.'),
  source: z.string().pipe(z.enum(SOURCES, { error: 'Please select a source.' })),
  businessType: z.string().pipe(z.enum(BUSINESS_TYPES, { error: 'Business type is required' })),
};

export const signupSchema = z.object({ ...signupStep1Shape, ...signupStep2Shape });

/** What the form holds: selects start blank (''), which the enums reject with the field's message. */
export type SignupValues = z.input<typeof signupSchema>;
export type SignupOutput = z.output<typeof signupSchema>;
export type SignupFieldName = keyof SignupValues;

export const STEP1_FIELDS = Object.keys(signupStep1Shape) as SignupFieldName[];
export const STEP2_FIELDS = Object.keys(signupStep2Shape) as SignupFieldName[];

export const emptySignup: SignupValues = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  faxNumber: '',
  companyName: '',
  taxId: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  currentSupplier: '',
  averagePurchase: '',
  services: [],
  source: '',
  businessType: '',
};

/** Optional fields left blank are left out rather than sent empty. */
export function toSignupRequest(v: SignupOutput): components['schemas']['SignupRequest'] {
  const { faxNumber, addressLine2, ...rest } = v;
  return {
    ...rest,
    ...(faxNumber ? { faxNumber } : {}),
    ...(addressLine2 ? { addressLine2 } : {}),
  };
}
