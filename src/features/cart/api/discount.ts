import { api, toResult, type components, type Result } from '@/api';

export type CouponResult = components['schemas']['CouponResult'];
export type StoredDiscount = { code: string; result: CouponResult };

// docs/business-rules.md#storage: the entered code and its last result live in local browser storage.
const STORAGE_KEY = 'discount';

export function readDiscount(): StoredDiscount | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'code' in parsed && 'result' in parsed)
      return parsed as StoredDiscount;
  } catch {
    // A damaged entry is treated as no discount.
  }
  return null;
}

export function clearDiscount(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** A valid code is stored with its result; an invalid one clears both. */
export async function validateCoupon(code: string): Promise<Result<CouponResult>> {
  const result = toResult(await api.POST('/coupons/validate', { body: { code } }), 'generic');
  if (!result.ok) return result;
  if (result.data.isValid)
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, result: result.data }));
  else clearDiscount();
  return result;
}
