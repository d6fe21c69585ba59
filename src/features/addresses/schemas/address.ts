import { z } from '@/lib/zod';
import { LIMITS, PHONE_PATTERN, requiredText, zipField } from '@/lib/validation';
import { US_STATE_CODES } from '@/lib/us-states';
import type { Address, AddressInput, AddressUpdate } from '../api/addresses';

// The address form's rules, message for message (docs/business-rules.md#field-limits).
export const ADDRESS_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Phone number format should be 123-456-7890',
  company: 'Company Name is required.',
  addressLine1: 'Address Line 1 is required.',
  city: 'City is required.',
  state: 'State is required.',
  incomplete: 'You must complete the entire form.',
} as const;

export const ADDRESS_HELPERS = {
  addressLine1: 'Please enter your address',
  city: 'Please enter your city',
  state: 'Please select a state',
} as const;

const optionalLine = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.addressLine, `Must be at most ${LIMITS.addressLine} characters.`),
  );

export const addressSchema = z.object({
  firstName: requiredText(ADDRESS_MESSAGES.firstName, LIMITS.name),
  lastName: requiredText(ADDRESS_MESSAGES.lastName, LIMITS.name),
  companyName: requiredText(ADDRESS_MESSAGES.company, LIMITS.company),
  phoneNumber: z.string().check(z.trim(), z.regex(PHONE_PATTERN, ADDRESS_MESSAGES.phone)),
  addressLine1: requiredText(ADDRESS_MESSAGES.addressLine1, LIMITS.addressLine),
  addressLine2: optionalLine,
  city: requiredText(ADDRESS_MESSAGES.city, LIMITS.city),
  state: z.pipe(z.string(), z.enum(US_STATE_CODES, { error: ADDRESS_MESSAGES.state })),
  zipCode: zipField(),
  isPrimaryAddress: z.boolean(),
});

/** The form holds what is typed; the parsed values are trimmed and typed. */
export type AddressFormValues = z.input<typeof addressSchema>;
type AddressValues = z.output<typeof addressSchema>;

/** Names checked on their own (on blur) say 'This field is required.' when blank. */
export const BLUR_REQUIRED_FIELDS = ['firstName', 'lastName'] as const;

export const EMPTY_ADDRESS: AddressFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  isPrimaryAddress: false,
};

/** customerName is first and last name joined by a space; the first word is the first name. */
export function splitCustomerName(customerName: string): { firstName: string; lastName: string } {
  const name = customerName.trim();
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

export function toAddressForm(address: Address): AddressFormValues {
  return {
    ...splitCustomerName(address.customerName),
    companyName: address.companyName,
    phoneNumber: address.phoneNumber,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    isPrimaryAddress: address.isPrimaryAddress,
  };
}

export function toAddressInput(values: AddressValues): AddressInput {
  return {
    customerName: `${values.firstName} ${values.lastName}`,
    companyName: values.companyName,
    phoneNumber: values.phoneNumber,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2 === '' ? null : values.addressLine2,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
  };
}

/** The primary address stays primary: it can only be replaced by making another one primary. */
export function toAddressUpdate(address: Address, values: AddressValues): AddressUpdate {
  return {
    ...toAddressInput(values),
    id: address.id,
    isPrimaryAddress: address.isPrimaryAddress || values.isPrimaryAddress,
  };
}
