import { describe, expect, it } from 'vitest';
import { buildAddress } from '../../../../tests/unit/builders';
import {
  EMPTY_ADDRESS,
  addressSchema,
  splitCustomerName,
  toAddressForm,
  toAddressInput,
  toAddressUpdate,
  type AddressFormValues,
} from './address';

const valid: AddressFormValues = {
  firstName: 'Sam',
  lastName: 'Carver',
  companyName: 'Carver Kitchens',
  phoneNumber: '770-555-0123',
  addressLine1: '500 Industrial Blvd',
  addressLine2: '',
  city: 'Marietta',
  state: 'GA',
  zipCode: '30060',
  isPrimaryAddress: false,
};

function message(over: Partial<AddressFormValues>, field: keyof AddressFormValues) {
  const result = addressSchema.safeParse({ ...valid, ...over });
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

const ZIP = 'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).';

describe('address form (docs/business-rules.md#validation)', () => {
  it('accepts a complete address, with or without line 2', () => {
    expect(addressSchema.safeParse(valid).success).toBe(true);
    expect(addressSchema.safeParse({ ...valid, addressLine2: 'Dock 4' }).success).toBe(true);
  });
  it('gives every required field its own message', () => {
    const result = addressSchema.safeParse(EMPTY_ADDRESS);
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path[0], i.message]),
    );
    expect(byField).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      companyName: 'Company Name is required.',
      phoneNumber: 'Phone number format should be 123-456-7890',
      addressLine1: 'Address Line 1 is required.',
      city: 'City is required.',
      state: 'State is required.',
      zipCode: ZIP,
    });
  });
  it('names at most 20, company, lines and city at most 50; blank is not a name', () => {
    expect(message({ firstName: 'A'.repeat(20) }, 'firstName')).toBeNull();
    expect(message({ firstName: 'A'.repeat(21) }, 'firstName')).not.toBeNull();
    expect(message({ lastName: '   ' }, 'lastName')).toBe('Last name is required.');
    expect(message({ companyName: 'C'.repeat(51) }, 'companyName')).not.toBeNull();
    expect(message({ addressLine2: 'L'.repeat(51) }, 'addressLine2')).not.toBeNull();
    expect(message({ city: 'C'.repeat(50) }, 'city')).toBeNull();
  });
  it('phone must be 123-456-7890', () => {
    expect(message({ phoneNumber: '7705550123' }, 'phoneNumber')).toBe(
      'Phone number format should be 123-456-7890',
    );
    expect(message({ phoneNumber: '770-555-012' }, 'phoneNumber')).not.toBeNull();
  });
  it('zip is 5 digits or ZIP+4', () => {
    expect(message({ zipCode: '30060-1234' }, 'zipCode')).toBeNull();
    expect(message({ zipCode: '3006' }, 'zipCode')).toBe(ZIP);
    expect(message({ zipCode: '30060-12' }, 'zipCode')).toBe(ZIP);
  });
  it('state is one of the 50 states, no territories', () => {
    expect(message({ state: 'WY' }, 'state')).toBeNull();
    expect(message({ state: 'PR' }, 'state')).toBe('State is required.');
    expect(message({ state: 'DC' }, 'state')).toBe('State is required.');
  });
});

describe('address form <-> API', () => {
  it('joins first and last name with a space and sends a blank line 2 as null', () => {
    const parsed = addressSchema.parse({ ...valid, firstName: ' Sam ' });
    expect(toAddressInput(parsed)).toEqual({
      customerName: 'Sam Carver',
      companyName: 'Carver Kitchens',
      phoneNumber: '770-555-0123',
      addressLine1: '500 Industrial Blvd',
      addressLine2: null,
      city: 'Marietta',
      state: 'GA',
      zipCode: '30060',
    });
  });
  it('splits customerName at the first space', () => {
    expect(splitCustomerName('Dana Miller')).toEqual({ firstName: 'Dana', lastName: 'Miller' });
    expect(splitCustomerName('Mary Ann Lee')).toEqual({ firstName: 'Mary', lastName: 'Ann Lee' });
    expect(splitCustomerName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
  it('an edit keeps the primary address primary and can promote an alternate', () => {
    const primary = buildAddress({ id: 7, isPrimaryAddress: true });
    const form = toAddressForm(primary);
    const parsed = addressSchema.parse({ ...form, isPrimaryAddress: false });
    expect(toAddressUpdate(primary, parsed)).toMatchObject({ id: 7, isPrimaryAddress: true });
    const alternate = buildAddress({ id: 8, isPrimaryAddress: false });
    const promoted = addressSchema.parse({ ...toAddressForm(alternate), isPrimaryAddress: true });
    expect(toAddressUpdate(alternate, promoted)).toMatchObject({ id: 8, isPrimaryAddress: true });
    const kept = addressSchema.parse(toAddressForm(alternate));
    expect(toAddressUpdate(alternate, kept).isPrimaryAddress).toBe(false);
  });
});
