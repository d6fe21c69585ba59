import { useSyncExternalStore } from 'react';
import { api, toResult, type components, type Result } from '@/api';

export type CouponResult = components['schemas']['CouponResult'];
export type StoredDiscount = { code: string; result: CouponResult };

// docs/business-rules.md#storage: the entered code and its last result live in local browser storage.
const STORAGE_KEY = 'discount';

// Everything that shows a figure with the discount (header, cart summary, checkout) reads the
// stored code through useDiscount, so a code applied or removed on one screen shows everywhere.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredDiscount | null {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'code' in parsed && 'result' in parsed)
      return parsed as StoredDiscount;
  } catch {
    // A damaged entry is treated as no discount.
  }
  return null;
}

export function readDiscount(): StoredDiscount | null {
  return parse(readRaw());
}

export function clearDiscount(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
  notify();
}

/** The rate in percent of a valid stored code; 0 when no code applies. */
export function appliedDiscountRate(discount: StoredDiscount | null): number {
  return discount?.result.isValid ? discount.result.rate : 0;
}

/** A valid code is stored with its result; an invalid one clears both. */
export async function validateCoupon(code: string): Promise<Result<CouponResult>> {
  const result = toResult(await api.POST('/coupons/validate', { body: { code } }), 'generic');
  if (!result.ok) return result;
  if (result.data.isValid) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, result: result.data }));
    notify();
  } else clearDiscount();
  return result;
}

// The parsed value is kept while the stored text is unchanged, so React sees the same object.
let last: { raw: string | null; value: StoredDiscount | null } = { raw: null, value: null };
function snapshot(): StoredDiscount | null {
  const raw = readRaw();
  if (raw !== last.raw) last = { raw, value: parse(raw) };
  return last.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab applying or removing a code changes this tab's figures too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored discount, kept current when a code is applied or removed anywhere. */
export function useDiscount(): StoredDiscount | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
