import { zodResolver } from '@hookform/resolvers/zod';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setPasswordSchema, verificationSchema } from '@/features/auth/schemas/activation';
import { loginSchema } from '@/features/auth/schemas/login';
import { newPasswordSchema } from '@/features/auth/schemas/new-password';
import { resetConfirmSchema, resetRequestSchema } from '@/features/auth/schemas/password-reset';
import { signupSchema } from '@/features/auth/schemas/signup';
import { emptySignup } from '@/features/auth/schemas/signup-values';
import { EMPTY_CONTACT } from '@/features/contact/components/contact-values';
import { contactSchema } from '@/features/contact/components/schema';
import { offerSchema } from '@/features/staff/schemas/offer';
import { z } from '@/lib/zod';

// A CSP without 'unsafe-eval' makes the browser refuse, and report, every string compiled to code.
// This stands in for it from before any schema module is evaluated (vi.hoisted runs ahead of the
// imports above): each attempt is recorded and refused with the browser's EvalError. Attempts are
// never cleared, so one made while the schema modules load (when zod builds object parsers and
// probes for eval) fails the tests as well as one made while parsing.
const csp = vi.hoisted(() => {
  const attempts: string[] = [];
  const original = { Function: globalThis.Function, eval: globalThis.eval };
  const refuse = (args: ArrayLike<unknown>): never => {
    attempts.push(String(args[args.length - 1] ?? ''));
    throw new EvalError('Refused to evaluate a string as JavaScript (no unsafe-eval)');
  };
  globalThis.Function = new Proxy(globalThis.Function, {
    apply: (_target, _this, args) => refuse(args),
    construct: (_target, args) => refuse(args),
  });
  globalThis.eval = (code: string) => refuse([code]);
  return { attempts, original };
});

// Test files share one module realm (vitest runs without isolation), so the next file gets the
// real Function and eval back.
afterAll(() => {
  globalThis.Function = csp.original.Function;
  globalThis.eval = csp.original.eval;
});

// Every form schema of the app, with one value it accepts and one it refuses.
const forms = [
  [
    'login',
    loginSchema,
    { email: 'dealer@example.com', password: 'x' },
    { email: '', password: '' },
  ],
  ['signup', signupSchema, null, emptySignup],
  [
    'new password',
    newPasswordSchema,
    { newPassword: 'Strong#2026', confirmPassword: 'Strong#2026' },
    { newPassword: 'a', confirmPassword: 'b' },
  ],
  [
    'activation password',
    setPasswordSchema,
    { password: 'Start#2026', confirmPassword: 'Start#2026' },
    { password: '', confirmPassword: '' },
  ],
  ['activation code', verificationSchema, { code: '123456' }, { code: ' ' }],
  ['reset request', resetRequestSchema, { email: 'dealer@example.com' }, { email: 'dealer@' }],
  [
    'reset confirm',
    resetConfirmSchema,
    { code: '1', newPassword: 'Reset#2026', confirmNewPassword: 'Reset#2026' },
    { code: '', newPassword: '', confirmNewPassword: 'x' },
  ],
  [
    'contact',
    contactSchema,
    {
      ...EMPTY_CONTACT,
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '404-555-0142',
      email: 'a@example.com',
      comments: 'Hi',
    },
    EMPTY_CONTACT,
  ],
  [
    'send offer',
    offerSchema({
      today: '2026-12-04',
      lines: [{ cartItemId: 1, sku: 'TPW-B12', priceCents: 18900 }],
    }),
    { mode: 'percent', percentOff: '10', prices: [''], validUntil: '2027-01-03', reply: 'Yes.' },
    { mode: 'lines', percentOff: '', prices: ['190'], validUntil: '', reply: ' ' },
  ],
] as const;

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('zod under a CSP without unsafe-eval', () => {
  it('is configured jitless before any schema exists', () => {
    expect(z.config().jitless).toBe(true);
  });

  it.each(forms)(
    '%s: parses every way the app does without compiling code',
    async (_, schema, ok, bad) => {
      if (ok) {
        expect(schema.safeParse(ok).success).toBe(true);
        expect(() => schema.parse(ok)).not.toThrow();
        await expect(schema.parseAsync(ok)).resolves.toBeTruthy();
      }
      expect(schema.safeParse(bad).success).toBe(false);
      await expect(schema.safeParseAsync(bad)).resolves.toMatchObject({ success: false });
      const resolve = zodResolver(schema as never);
      const result = await resolve(bad as never, undefined, resolverOptions as never);
      expect(Object.keys(result.errors).length).toBeGreaterThan(0);
      expect(csp.attempts).toEqual([]);
    },
  );

  it('control: with the switch off, zod (classic) does reach for new Function', async () => {
    const classic = await import('zod');
    const before = csp.attempts.length;
    z.config({ jitless: false });
    try {
      const schema = classic.z.object({ a: classic.z.string() });
      // The refused attempt is caught by zod, which then falls back to its interpreter.
      expect(schema.safeParse({ a: 'x' }).success).toBe(true);
    } finally {
      z.config({ jitless: true });
    }
    expect(csp.attempts.length).toBeGreaterThan(before);
    csp.attempts.splice(before);
  });
});
