import type { components } from '@/api';
import { ORDER_KEY_STORAGE } from './order-key-name';

// docs/business-rules.md#storage: `orderKey` in this tab's session storage holds the order key
// made for the checkout under way, the cart lines it was made for and when, until the outcome is
// known. A page loaded while it is there asks the server what became of the order (OrderRecovery).

export type OrderLine = components['schemas']['CheckoutLine'];
export type PendingOrderKey = { key: string; lines: OrderLine[]; madeAt: number };

const sameLines = (a: OrderLine[], b: OrderLine[]) => {
  const text = (lines: OrderLine[]) =>
    lines
      .map((l) => `${l.productId}|${l.quantity}|${l.isAssembled}|${l.hingeDirection}`)
      .sort()
      .join(',');
  return text(a) === text(b);
};

const isLine = (v: unknown): v is OrderLine => {
  const l = v as Record<string, unknown> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    Number.isInteger(l.productId) &&
    Number.isInteger(l.quantity) &&
    typeof l.isAssembled === 'boolean' &&
    (l.hingeDirection === null || l.hingeDirection === 'LEFT' || l.hingeDirection === 'RIGHT')
  );
};

/** The unsettled key of this tab, or null; a damaged entry counts as none. */
export function pendingOrderKey(): PendingOrderKey | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ORDER_KEY_STORAGE) ?? 'null');
    const p = parsed as Record<string, unknown> | null;
    if (
      typeof p === 'object' &&
      p !== null &&
      typeof p.key === 'string' &&
      typeof p.madeAt === 'number' &&
      Array.isArray(p.lines) &&
      p.lines.every(isLine)
    )
      return { key: p.key, lines: p.lines, madeAt: p.madeAt };
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

/**
 * The key to send for these lines: the unsettled one when it was made for the same lines (its
 * first answer was lost, and a repeat answers the same), else a new one, stored before sending.
 */
export function orderKeyFor(lines: OrderLine[], now: number): PendingOrderKey {
  const pending = pendingOrderKey();
  if (pending && sameLines(pending.lines, lines)) return pending;
  const made = { key: crypto.randomUUID(), lines, madeAt: now };
  try {
    sessionStorage.setItem(ORDER_KEY_STORAGE, JSON.stringify(made));
  } catch {
    // Blocked storage: the key still guards this request, only a reload cannot ask about it.
  }
  return made;
}

/** The outcome of `key` is known: forget it (a newer key of this tab stays). */
export function settleOrderKey(key: string): void {
  try {
    if (pendingOrderKey()?.key === key) sessionStorage.removeItem(ORDER_KEY_STORAGE);
  } catch {
    // Nothing stored.
  }
}
