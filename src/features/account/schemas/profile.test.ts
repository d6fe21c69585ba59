import { describe, expect, it } from 'vitest';
import { companySchema, nameSchema, phoneSchema } from './profile';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('profile (docs/business-rules.md#validation)', () => {
  it('first and last name are required, at most 20', () => {
    expect(first(nameSchema.safeParse({ firstName: 'Dana', lastName: 'Miller' }))).toBeNull();
    expect(first(nameSchema.safeParse({ firstName: ' ', lastName: 'Miller' }))).toBe(
      'First name is required.',
    );
    expect(first(nameSchema.safeParse({ firstName: 'Dana', lastName: '' }))).toBe(
      'Last name is required.',
    );
    expect(nameSchema.safeParse({ firstName: 'D'.repeat(21), lastName: 'M' }).success).toBe(false);
  });
  it('phone is 123-456-7890', () => {
    expect(first(phoneSchema.safeParse({ phoneNumber: '404-555-0142' }))).toBeNull();
    for (const bad of ['', '4045550142', '404-555-014'])
      expect(first(phoneSchema.safeParse({ phoneNumber: bad }))).toBe(
        'Phone Number must be in the format 123-456-7890.',
      );
  });
  it('company name is required', () => {
    expect(first(companySchema.safeParse({ companyName: '' }))).toBe('Company Name is required.');
    expect(companySchema.safeParse({ companyName: 'C'.repeat(51) }).success).toBe(false);
  });
});
