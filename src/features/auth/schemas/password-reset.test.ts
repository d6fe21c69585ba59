import { describe, expect, it } from 'vitest';
import { resetConfirmSchema, resetRequestSchema } from './password-reset';
import { messageFor } from './test-helpers';

const confirm = { code: '123456', newPassword: 'Reset#2026', confirmNewPassword: 'Reset#2026' };
const cmsg = (over: Partial<typeof confirm>, field: keyof typeof confirm) =>
  messageFor(resetConfirmSchema, { ...confirm, ...over }, field);

describe('password reset step 1 (docs/business-rules.md#validation Password reset)', () => {
  it('requires the e-mail', () => {
    expect(messageFor(resetRequestSchema, { email: '' }, 'email')).toBe(
      'Email address is required.',
    );
  });
  it('checks the e-mail format', () => {
    expect(messageFor(resetRequestSchema, { email: 'dealer@' }, 'email')).toBe(
      'Please enter a valid email address.',
    );
    expect(resetRequestSchema.safeParse({ email: 'dealer@example.com' }).success).toBe(true);
  });
});

describe('password reset step 2', () => {
  it('accepts a code with a strong, confirmed password', () => {
    expect(resetConfirmSchema.safeParse(confirm).success).toBe(true);
  });
  it('requires the code, at most 10 characters', () => {
    expect(cmsg({ code: '' }, 'code')).toBe('Verification code is required.');
    expect(cmsg({ code: '12345678901' }, 'code')).toBe('Must be at most 10 characters.');
  });
  it('requires the new password with its own wording', () => {
    expect(cmsg({ newPassword: '', confirmNewPassword: '' }, 'newPassword')).toBe(
      'Password is required.',
    );
  });
  it('applies the strength rule', () => {
    const weak = (p: string) => cmsg({ newPassword: p, confirmNewPassword: p }, 'newPassword');
    expect(weak('Ab#1')).toBe('Password must be at least 8 characters long.');
    expect(weak('reset#2026')).toBe('Password must include at least one uppercase letter.');
    expect(weak('RESET#2026')).toBe('Password must include at least one lowercase letter.');
    expect(weak('Reset#abcd')).toBe('Password must include at least one number.');
    expect(weak('Reset12026')).toBe('Password must include at least one special character.');
    expect(weak(`Reset#2026${'x'.repeat(55)}`)).toBe(
      'Password must be at most 64 characters long.',
    );
  });
  it('requires the confirmation and a match', () => {
    expect(cmsg({ confirmNewPassword: '' }, 'confirmNewPassword')).toBe(
      'Please confirm your new password.',
    );
    expect(cmsg({ confirmNewPassword: 'Reset#2027' }, 'confirmNewPassword')).toBe(
      'Passwords do not match.',
    );
  });
});
