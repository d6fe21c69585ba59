import { describe, expect, it } from 'vitest';
import { setPasswordSchema, verificationSchema } from './activation';
import { messageFor } from './test-helpers';

const pw = { password: 'Start#2026', confirmPassword: 'Start#2026' };

describe('activation step 1 Set Password (docs/business-rules.md#validation Activation)', () => {
  it('accepts a strong, confirmed password', () => {
    expect(setPasswordSchema.safeParse(pw).success).toBe(true);
  });
  it('requires the password and applies the policy the server enforces', () => {
    expect(messageFor(setPasswordSchema, { password: '', confirmPassword: '' }, 'password')).toBe(
      'Password is required.',
    );
    expect(
      messageFor(setPasswordSchema, { password: 'start#2026', confirmPassword: '' }, 'password'),
    ).toBe('Password must include at least one uppercase letter.');
  });
  it('requires the confirmation', () => {
    expect(messageFor(setPasswordSchema, { ...pw, confirmPassword: '' }, 'confirmPassword')).toBe(
      'Please confirm your password.',
    );
  });
  it('says the passwords do not match with the activation wording', () => {
    expect(
      messageFor(setPasswordSchema, { ...pw, confirmPassword: 'Start#2027' }, 'confirmPassword'),
    ).toBe('The passwords do not match.');
  });
});

describe('activation step 2 Verification', () => {
  it('requires the code', () => {
    expect(messageFor(verificationSchema, { code: '' }, 'code')).toBe(
      'Verification code is required.',
    );
    expect(messageFor(verificationSchema, { code: '  ' }, 'code')).toBe(
      'Verification code is required.',
    );
  });
  it('allows at most 10 characters', () => {
    expect(messageFor(verificationSchema, { code: '1234567890' }, 'code')).toBeNull();
    expect(messageFor(verificationSchema, { code: '12345678901' }, 'code')).toBe(
      'Must be at most 10 characters.',
    );
  });
});
