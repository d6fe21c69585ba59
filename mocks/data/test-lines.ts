import { normalizeOptions } from '../../src/lib/cart-model';
import type { CatalogProduct } from './catalog';
import { HttpError } from '../lib/http';
import { asObject } from '../lib/validate';
import { findAccount, userData, type CartRecord, type State } from '../state';

// Test-only `POST /__lines` (docs/demo.md): puts lines into a dealer's cart or quote without the
// availability check, as if the warehouse's stock had dropped after the lines were added. Tests
// of the "Out of stock" / "Only N available" warnings need such lines; the API never makes them.

interface Body {
  email: string;
  quoteId?: number;
  lines: { sku: string; quantity: number; isAssembled?: boolean; hingeChosen?: boolean }[];
}

function readBody(raw: unknown): Body {
  const b = asObject(raw);
  if (typeof b.email !== 'string' || !Array.isArray(b.lines))
    throw new HttpError(400, 'Send an email and lines.');
  return b as unknown as Body;
}

export function putTestLines(
  state: State,
  bySku: ReadonlyMap<string, CatalogProduct>,
  raw: unknown,
): CartRecord {
  const body = readBody(raw);
  // A company's people get their data on first use, as in userData.
  const data = findAccount(state, body.email) ? userData(state, body.email) : undefined;
  if (!data) throw new HttpError(404, 'No such dealer.');
  const target =
    body.quoteId === undefined ? data.cart : data.quotes.find((q) => q.id === body.quoteId);
  if (!target) throw new HttpError(404, 'Quote not found.');
  for (const line of body.lines) {
    const p = bySku.get(line.sku);
    if (!p) throw new HttpError(400, `Unknown SKU ${line.sku}.`);
    state.seq.item += 1;
    const options = normalizeOptions(p, line.isAssembled ?? false, undefined);
    target.items.push({
      cartItemId: state.seq.item,
      productId: p.id,
      quantity: line.quantity,
      ...options,
      hingeChosen: options.hingeDirection !== null && line.hingeChosen === true,
    });
  }
  return target;
}
