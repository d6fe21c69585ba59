import { badRequest } from './http';

// Small field readers: the gate already validates against the contract, but the mock is also
// reachable directly, so it never trusts a body's shape.

export type Obj = Record<string, unknown>;

export function asObject(body: unknown): Obj {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Request body must be a JSON object.');
  return body as Obj;
}

interface StrOpts {
  max?: number;
  min?: number;
  pattern?: RegExp;
  message?: string;
  label?: string;
}

export function optStr(o: Obj, key: string, opts: StrOpts = {}): string | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  const label = opts.label ?? key;
  if (typeof v !== 'string') throw badRequest(opts.message ?? `${label} must be a string.`);
  const t = v.trim();
  if (opts.min !== undefined && t.length < opts.min)
    throw badRequest(opts.message ?? `${label} is required.`);
  if (opts.max !== undefined && v.length > opts.max)
    throw badRequest(opts.message ?? `${label} must be at most ${opts.max} characters.`);
  if (opts.pattern && !opts.pattern.test(v))
    throw badRequest(opts.message ?? `${label} is invalid.`);
  return t;
}

export function reqStr(o: Obj, key: string, opts: StrOpts = {}): string {
  const v = optStr(o, key, { min: 1, ...opts });
  if (v === undefined || v === '')
    throw badRequest(opts.message ?? `${opts.label ?? key} is required.`);
  return v;
}

export function optInt(o: Obj, key: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw badRequest(`${key} must be a whole number from ${min} to ${max}.`);
  return v;
}

export function optBool(o: Obj, key: string): boolean | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw badRequest(`${key} must be true or false.`);
  return v;
}

export const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

export function reqState(o: Obj, key = 'state'): string {
  const v = reqStr(o, key, { message: 'State is required.' });
  if (!STATES.has(v)) throw badRequest('State is required.');
  return v;
}

export function reqZip(o: Obj, key = 'zipCode'): string {
  return reqStr(o, key, {
    pattern: ZIP,
    message: 'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
  });
}

/** Password policy of the temporary-password dialog, reused for every password the mock sets. */
export function checkPassword(pw: unknown): string {
  if (
    typeof pw !== 'string' ||
    pw.length < 8 ||
    pw.length > 64 ||
    !/[A-Z]/.test(pw) ||
    !/[a-z]/.test(pw) ||
    !/\d/.test(pw) ||
    !/[!@#$%^&*]/.test(pw)
  )
    throw badRequest('Password does not conform to policy.');
  return pw;
}
