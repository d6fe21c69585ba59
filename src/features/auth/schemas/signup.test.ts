// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signupSchema, type SignupValues } from './signup';
import { STEP1_FIELDS, STEP2_FIELDS, toSignupRequest } from './signup-values';
import { BUSINESS_TYPES, SERVICES, SOURCES, US_STATES } from './signup-options';
import { messageFor } from './test-helpers';

const valid: SignupValues = {
  email: 'new@example.com',
  firstName: 'Sam',
  lastName: 'Carver',
  phoneNumber: '404-555-0199',
  faxNumber: '',
  companyName: 'Carver Kitchens',
  taxId: '12-3456789',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30318',
  currentSupplier: 'Acme Cabinets',
  averagePurchase: '25000',
  services: ['Design Services'],
  source: 'Trade show',
  businessType: 'Remodeler',
};
// The labels are the values sent: the contract's enums are their one home.
const contract = parse(readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'));
const msg = (over: Partial<SignupValues>, field: keyof SignupValues) =>
  messageFor(signupSchema, { ...valid, ...over }, field);

describe('signup step 1 (docs/business-rules.md#validation Signup step 1)', () => {
  it('accepts a complete application', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it('e-mail must be valid, at most 50 characters', () => {
    expect(msg({ email: '' }, 'email')).toBe('Please enter a valid email address');
    expect(msg({ email: 'sam@carver' }, 'email')).toBe('Please enter a valid email address');
    expect(msg({ email: `${'a'.repeat(39)}@example.com` }, 'email')).toBe(
      'Must be at most 50 characters.',
    );
  });
  it('first and last name must not be empty (max 20)', () => {
    expect(msg({ firstName: ' ' }, 'firstName')).toBe('First name is required');
    expect(msg({ lastName: '' }, 'lastName')).toBe('Last name is required');
    expect(msg({ firstName: 'a'.repeat(21) }, 'firstName')).toBe('Must be at most 20 characters.');
  });
  it('phone must read 123-456-7890', () => {
    expect(msg({ phoneNumber: '' }, 'phoneNumber')).toBe('Invalid phone number');
    expect(msg({ phoneNumber: '404-555-019' }, 'phoneNumber')).toBe('Invalid phone number');
  });
  it('fax is optional but must be valid when given', () => {
    expect(msg({ faxNumber: '' }, 'faxNumber')).toBeNull();
    expect(msg({ faxNumber: '404-555' }, 'faxNumber')).toBe('Invalid fax number');
    expect(msg({ faxNumber: '404-555-0100' }, 'faxNumber')).toBeNull();
  });
  it('company name is required, max 50', () => {
    expect(msg({ companyName: '' }, 'companyName')).toBe('Company Name is required');
    expect(msg({ companyName: 'c'.repeat(51) }, 'companyName')).toBe(
      'Must be at most 50 characters.',
    );
  });
  it('tax id must be XX-XXXXXXX', () => {
    const m = 'Invalid Tax ID. Format should be XX-XXXXXXX';
    expect(msg({ taxId: '' }, 'taxId')).toBe(m);
    expect(msg({ taxId: '123456789' }, 'taxId')).toBe(m);
    expect(msg({ taxId: '12-345678' }, 'taxId')).toBe(m);
  });
  it('address line 1, city and state are required', () => {
    expect(msg({ addressLine1: '' }, 'addressLine1')).toBe('Address Line 1 is required');
    expect(msg({ city: '' }, 'city')).toBe('City is required');
    expect(msg({ state: '' }, 'state')).toBe('State is required');
    expect(msg({ state: 'PR' }, 'state')).toBe('State is required');
  });
  it('address line 2 is optional, max 50', () => {
    expect(msg({ addressLine2: 'Suite 4' }, 'addressLine2')).toBeNull();
    expect(msg({ addressLine2: 'x'.repeat(51) }, 'addressLine2')).toBe(
      'Must be at most 50 characters.',
    );
  });
  it('zip must be 5 digits or ZIP+4', () => {
    const m = 'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).';
    expect(msg({ zipCode: '' }, 'zipCode')).toBe(m);
    expect(msg({ zipCode: '3031' }, 'zipCode')).toBe(m);
    expect(msg({ zipCode: '30318-1234' }, 'zipCode')).toBeNull();
  });
});

describe('signup step 2 (docs/business-rules.md#validation Signup step 2)', () => {
  it('current supplier is required, max 50', () => {
    expect(msg({ currentSupplier: '' }, 'currentSupplier')).toBe('Current supplier is required');
    expect(msg({ currentSupplier: 's'.repeat(51) }, 'currentSupplier')).toBe(
      'Must be at most 50 characters.',
    );
  });
  it('average purchase is required, digits only, up to 8 digits', () => {
    expect(msg({ averagePurchase: '' }, 'averagePurchase')).toBe('Average purchase is required');
    expect(msg({ averagePurchase: '12345678' }, 'averagePurchase')).toBeNull();
    expect(msg({ averagePurchase: '123456789' }, 'averagePurchase')).not.toBeNull();
    expect(msg({ averagePurchase: '$1,000' }, 'averagePurchase')).not.toBeNull();
  });
  it('at least one service', () => {
    expect(msg({ services: [] }, 'services')).toBe('Please select at least one service.');
  });
  it('source and business type are required', () => {
    expect(msg({ source: '' }, 'source')).toBe('Please select a source.');
    expect(msg({ businessType: '' }, 'businessType')).toBe('Business type is required');
  });
  it('step lists cover every field exactly once', () => {
    expect([...STEP1_FIELDS, ...STEP2_FIELDS].sort()).toEqual(Object.keys(valid).sort());
  });
});

describe('signup choices (docs/business-rules.md#validation)', () => {
  it('offers exactly the values the API accepts, in its order', () => {
    const request = contract.components.schemas.SignupRequest.properties;
    expect(SERVICES).toEqual(request.services.items.enum);
    expect(SOURCES).toEqual(request.source.enum);
    expect(BUSINESS_TYPES).toEqual(request.businessType.enum);
  });
  it('lists the 50 states with unique two-letter codes and no territories', () => {
    const codes = US_STATES.map(([c]) => c);
    expect(new Set(codes).size).toBe(50);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z]{2}$/));
    expect(codes).not.toContain('DC');
    expect(codes).not.toContain('PR');
  });
});

describe('signup request', () => {
  it('leaves blank optional fields out and sends the rest as typed', () => {
    const body = toSignupRequest(signupSchema.parse(valid));
    expect(body).not.toHaveProperty('faxNumber');
    expect(body).not.toHaveProperty('addressLine2');
    expect(body.averagePurchase).toBe('25000');
    const withOptional = toSignupRequest(
      signupSchema.parse({ ...valid, faxNumber: '404-555-0100', addressLine2: 'Suite 4' }),
    );
    expect(withOptional.faxNumber).toBe('404-555-0100');
    expect(withOptional.addressLine2).toBe('Suite 4');
  });
});

describe('step field lists (kept free of zod in signup-values.ts)', () => {
  it('name exactly the fields of each step of the schema, in order', async () => {
    const { signupStep1Shape, signupStep2Shape } = await import('./signup');
    expect(STEP1_FIELDS).toEqual(Object.keys(signupStep1Shape));
    expect(STEP2_FIELDS).toEqual(Object.keys(signupStep2Shape));
  });
});
