import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { messageFor } from './test-helpers';

const valid = { email: 'dealer@example.com', password: 'Dealer#2026' };
const msg = (over: Partial<typeof valid>, field: keyof typeof valid) =>
  messageFor(loginSchema, { ...valid, ...over }, field);

describe('login schema (docs/business-rules.md#validation Login)', () => {
  it('accepts a well-formed e-mail and any password', () => {
    expect(loginSchema.safeParse(valid).success).toBe(true);
    expect(loginSchema.safeParse({ ...valid, password: 'x' }).success).toBe(true);
  });
  it('requires the e-mail', () => {
    expect(msg({ email: '' }, 'email')).toBe('Email is required');
    expect(msg({ email: '   ' }, 'email')).toBe('Email is required');
  });
  it('checks the e-mail format', () => {
    expect(msg({ email: 'dealer@example' }, 'email')).toBe('Invalid email address');
    expect(msg({ email: 'dealer.example.com' }, 'email')).toBe('Invalid email address');
  });
  it('limits the e-mail to 50 characters', () => {
    const long = `${'a'.repeat(39)}@example.com`;
    expect(long).toHaveLength(51);
    expect(msg({ email: long }, 'email')).toBe('Must be at most 50 characters.');
    expect(msg({ email: long.slice(1) }, 'email')).toBeNull();
  });
  it('requires the password and limits it to 64 characters', () => {
    expect(msg({ password: '' }, 'password')).toBe('Password is required');
    expect(msg({ password: 'a'.repeat(65) }, 'password')).toBe('Must be at most 64 characters.');
    expect(msg({ password: 'a'.repeat(64) }, 'password')).toBeNull();
  });
});
