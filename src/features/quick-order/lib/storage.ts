import { ORDER_KEY_STORAGE } from '@/lib/order-key-name';
import type { Product } from '@/features/catalog';
import type { Hinge, PurchaseChoice } from '@/lib/cart-model';

// The quick-order list in browser storage under the keys of docs/business-rules.md#storage:
// the products in list order, and per product id the quantity, assembly and hinge.
const KEYS = {
  products: 'searchResults',
  quantities: 'quantities',
  assembled: 'isAssembled',
  hinges: 'hinges',
} as const;

export type QuickRow = { product: Product; choice: PurchaseChoice };

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function isProduct(value: unknown): value is Product {
  const p = value as Product | null;
  return Boolean(p) && typeof p?.id === 'number' && typeof p.sku === 'string';
}

export function loadRows(): QuickRow[] {
  const products = read<unknown[]>(KEYS.products, []);
  if (!Array.isArray(products)) return [];
  const quantities = read<Record<string, number>>(KEYS.quantities, {});
  const assembled = read<Record<string, boolean>>(KEYS.assembled, {});
  const hinges = read<Record<string, Hinge | null>>(KEYS.hinges, {});
  return products.filter(isProduct).map((product) => ({
    product,
    choice: {
      quantity: Number(quantities[product.id]) || 1,
      isAssembled: assembled[product.id] === true,
      hingeDirection: hinges[product.id] ?? null,
    },
  }));
}

export function saveRows(rows: readonly QuickRow[]): void {
  if (rows.length === 0) {
    clearStorage();
    return;
  }
  const by = <T>(pick: (r: QuickRow) => T) =>
    Object.fromEntries(rows.map((r) => [r.product.id, pick(r)]));
  try {
    localStorage.setItem(KEYS.products, JSON.stringify(rows.map((r) => r.product)));
    localStorage.setItem(KEYS.quantities, JSON.stringify(by((r) => r.choice.quantity)));
    localStorage.setItem(KEYS.assembled, JSON.stringify(by((r) => r.choice.isAssembled)));
    localStorage.setItem(KEYS.hinges, JSON.stringify(by((r) => r.choice.hingeDirection)));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

/** The style bare item codes are matched to, as the dealer last chose it. */
const STYLE_KEY = 'quickOrderStyle';

export function loadStyle(): string | null {
  try {
    return localStorage.getItem(STYLE_KEY);
  } catch {
    return null;
  }
}

export function saveStyle(code: string): void {
  try {
    localStorage.setItem(STYLE_KEY, code);
  } catch {
    // Blocked storage: the choice holds for this visit only.
  }
}

/** Designs whose lines went into the cart, by fingerprint, with when (ISO), newest last. */
const DESIGNS_KEY = 'quickOrderDesigns';
/** Enough to notice a design imported again; the oldest are forgotten first. */
const DESIGNS_KEPT = 50;

function loadDesigns(): Record<string, string> {
  const stored = read<unknown>(DESIGNS_KEY, {});
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, string>)
    : {};
}

/** When a design with this fingerprint last went into the cart, or null. */
export function designAddedAt(fingerprint: string): string | null {
  const at = loadDesigns()[fingerprint];
  return typeof at === 'string' ? at : null;
}

export function saveDesignAdded(fingerprint: string, at: Date): void {
  const { [fingerprint]: _before, ...rest } = loadDesigns();
  const kept = Object.entries(rest).slice(-(DESIGNS_KEPT - 1));
  try {
    localStorage.setItem(
      DESIGNS_KEY,
      JSON.stringify(Object.fromEntries([...kept, [fingerprint, at.toISOString()]])),
    );
  } catch {
    // Blocked storage: a second import of this design will not be noticed.
  }
}

/**
 * Add to Cart and Clear All clear all browser storage, not only the list
 * (docs/business-rules.md#storage); the style choice for item codes is a preference, not part of
 * the list, and stays, as do an unsettled order key, which guards an order against being
 * placed twice, and the designs already added, which guard a design against being added twice.
 */
export function clearStorage(): void {
  try {
    const style = localStorage.getItem(STYLE_KEY);
    const orderKey = sessionStorage.getItem(ORDER_KEY_STORAGE);
    const designs = localStorage.getItem(DESIGNS_KEY);
    localStorage.clear();
    sessionStorage.clear();
    if (style !== null) localStorage.setItem(STYLE_KEY, style);
    if (designs !== null) localStorage.setItem(DESIGNS_KEY, designs);
    if (orderKey !== null) sessionStorage.setItem(ORDER_KEY_STORAGE, orderKey);
  } catch {
    // Blocked storage has nothing to clear.
  }
}
