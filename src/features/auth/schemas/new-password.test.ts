import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './new-password';
import { messageFor } from './test-helpers';

const ok = 'Strong#2026';
const pw = (newPassword: string) =>
  messageFor(newPasswordSchema, { newPassword, confirmPassword: newPassword }, 'newPassword');

describe('temporary-password dialog schema (docs/business-rules.md#validation New password)', () => {
  it('accepts a password meeting every rule when confirmed', () => {
    expect(newPasswordSchema.safeParse({ newPassword: ok, confirmPassword: ok }).success).toBe(
      true,
    );
  });
  it.each([
    ['', 'New password is required'],
    ['Ab#1', 'Password must be at least 8 characters long.'],
    ['abcdef#1', 'Password must include at least one uppercase letter.'],
    ['ABCDEF#1', 'Password must include at least one lowercase letter.'],
    ['Abcdefg#', 'Password must include at least one number.'],
    ['Abcdefg1', 'Password must include at least one special character.'],
    [`Ab#1${'x'.repeat(61)}`, 'Password must be at most 64 characters long.'],
  ])('%j -> %s', (value, message) => {
    expect(pw(value)).toBe(message);
  });
  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('accepts %s as the special character', (c) => {
    expect(pw(`Abcdefg1${c}`)).toBeNull();
  });
  it('does not count other symbols as special characters', () => {
    expect(pw('Abcdefg1-')).toBe('Password must include at least one special character.');
  });
  it('requires the confirmation', () => {
    expect(
      messageFor(newPasswordSchema, { newPassword: ok, confirmPassword: '' }, 'confirmPassword'),
    ).toBe('Please confirm your password');
  });
  it('requires the confirmation to match', () => {
    expect(
      messageFor(
        newPasswordSchema,
        { newPassword: ok, confirmPassword: `${ok}x` },
        'confirmPassword',
      ),
    ).toBe('Passwords do not match');
  });
});
