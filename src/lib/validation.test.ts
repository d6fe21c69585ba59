import { describe, expect, it } from 'vitest';
import { emailField, newPasswordField, phoneField, zipField, ZIP_MESSAGE } from './validation';

const firstError = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('shared field rules', () => {
  it('e-mail needs a top-level domain of two or more letters', () => {
    const email = emailField('Email is required', 'Invalid email address');
    expect(firstError(email, '')).toBe('Email is required');
    expect(firstError(email, 'dana@example')).toBe('Invalid email address');
    expect(firstError(email, 'dana@example.c')).toBe('Invalid email address');
    expect(firstError(email, 'dana@example.com')).toBeNull();
  });
  it('phone must read 123-456-7890', () => {
    const phone = phoneField('Phone number is required', 'Invalid phone number format');
    expect(firstError(phone, '')).toBe('Phone number is required');
    expect(firstError(phone, '4045550142')).toBe('Invalid phone number format');
    expect(firstError(phone, '404-555-0142')).toBeNull();
  });
  it('zip accepts 5 digits or ZIP+4 only', () => {
    const zip = zipField();
    expect(firstError(zip, '1234')).toBe(ZIP_MESSAGE);
    expect(firstError(zip, '12345-67')).toBe(ZIP_MESSAGE);
    expect(firstError(zip, '12345')).toBeNull();
    expect(firstError(zip, '12345-6789')).toBeNull();
  });
  it.each([
    ['', 'New password is required'],
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefg1!', 'Password must include at least one uppercase letter.'],
    ['ABCDEFG1!', 'Password must include at least one lowercase letter.'],
    ['Abcdefgh!', 'Password must include at least one number.'],
    ['Abcdefgh1', 'Password must include at least one special character.'],
    [`Aa1!${'x'.repeat(61)}`, 'Password must be at most 64 characters long.'],
  ])('new password %j -> %s', (value, message) => {
    expect(firstError(newPasswordField(), value)).toBe(message);
  });
  it('accepts a strong password', () => {
    expect(firstError(newPasswordField(), 'Welcome#2027')).toBeNull();
  });
});
