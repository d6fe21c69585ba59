import type { components } from '@/api';
import type { SignupFieldName, SignupOutput, SignupValues } from './signup';

// Plain values of the signup form, free of zod: the form's first load needs them, the schema
// only when a field is first checked. signup.test.ts checks the step lists against the schema.
export const STEP1_FIELDS: SignupFieldName[] = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'faxNumber',
  'companyName',
  'taxId',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
];
export const STEP2_FIELDS: SignupFieldName[] = [
  'currentSupplier',
  'averagePurchase',
  'services',
  'source',
  'businessType',
];

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
