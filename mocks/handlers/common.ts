import { DISCOUNT_CODES } from '../data/seed';
import { computeTotals, toDollars } from '../../src/lib/cart-model';
import { dayOf } from '../domain/quotes';
import { HttpError } from '../lib/http';
import type { Catalog, Ctx } from '../lib/context';
import type { TokenCheck } from '../sessions';
import { DISABLED, ownerOf, roleOf, type CompanyRole } from '../domain/company';
import type { Cart, CartItem } from '../lib/types';
import {
  findAccount,
  userData,
  type AccountRecord,
  type CartRecord,
  type UserData,
} from '../state';

const MESSAGES = {
  missing: 'Unauthorized',
  unknown: 'Invalid access token.',
  expired: 'Access token has expired.',
} as const;

interface SignedIn {
  account: AccountRecord;
  /** The staff member acting as this dealer, null for the account's own session. */
  actor: string | null;
  check: Extract<TokenCheck, { ok: true }>;
}

/** Whoever the token belongs to, staff included, or a 401 for a missing, unknown or expired token. */
export function requireSignedIn(ctx: Ctx): SignedIn {
  const check = ctx.world.sessions.check(ctx.headers.authorization, ctx.now);
  if (!check.ok) throw new HttpError(401, MESSAGES[check.reason]);
  const account = findAccount(ctx.state, check.email);
  if (!account) throw new HttpError(401, MESSAGES.unknown);
  // A disabled person's every token is refused from the moment the Owner disables them.
  if (account.company?.disabled)
    throw new HttpError(401, DISABLED.error, {}, undefined, DISABLED.code);
  return { account, actor: check.actor, check };
}

/**
 * The dealer whose data a call is about: the signed-in dealer, or the dealer a staff member acts
 * as. Staff not acting have no dealer data (docs/business-rules.md#staff-acting-as-a-dealer): 403.
 */
export function requireUser(ctx: Ctx): {
  account: AccountRecord;
  data: UserData;
  actor: string | null;
  /** The person's company role; staff acting as a dealer act as its Owner. */
  role: CompanyRole;
  owner: AccountRecord;
  /** The Owner's data: the company's address book and saved cards. */
  company: UserData;
} {
  const { account, actor } = requireSignedIn(ctx);
  if (account.role === 'staff') throw new HttpError(403, 'Please act as a dealer first.');
  const owner = ownerOf(ctx.state, account);
  return {
    account,
    data: userData(ctx.state, account.email),
    actor,
    role: roleOf(account),
    owner,
    company: userData(ctx.state, owner.email),
  };
}

/** The signed-in person when their role is one of `roles`, else a 403 with `text`. */
export function requireRole(ctx: Ctx, roles: CompanyRole[], text: string) {
  const who = requireUser(ctx);
  if (!roles.includes(who.role)) throw new HttpError(403, text);
  return who;
}

/** A staff member in their own session: a dealer's session, or one acting, gets 403. */
export function requireStaff(ctx: Ctx, notStaff = 'Only staff can act as a dealer.'): SignedIn {
  const who = requireSignedIn(ctx);
  if (who.actor) throw new HttpError(403, 'Please stop acting as a dealer first.');
  if (who.account.role !== 'staff') throw new HttpError(403, notStaff);
  return who;
}

/**
 * Visitor when no token is sent; a bad token is still a 401 so the client refreshes it. Staff
 * not acting see the catalog as a visitor does: prices are a dealer's.
 */
export function optionalUser(ctx: Ctx) {
  if (!ctx.headers.authorization) return null;
  const { account } = requireSignedIn(ctx);
  if (account.role === 'staff') return null;
  return requireUser(ctx);
}

export function discountRate(code: string | null | undefined): number {
  if (!code) return 0;
  return DISCOUNT_CODES[code.trim().toUpperCase()] ?? 0;
}

export function cartItem(catalog: Catalog, r: CartRecord['items'][number]): CartItem {
  const p = catalog.byId.get(r.productId);
  if (!p) throw new Error(`cart refers to unknown product ${r.productId}`);
  const skuPrefix = p.itemClass === 'Cabinets' ? p.sku.split('-')[0]! : null;
  return {
    cartItemId: r.cartItemId,
    productId: p.id,
    sku: p.sku,
    description: p.description,
    color: p.color,
    price: p.price,
    quantity: r.quantity,
    imageIndex: p.imageIndex,
    qtyRestrictions: p.qtyRestrictions,
    isAssembled: r.isAssembled,
    isHingeable: p.isHingeable,
    hingeDirection: r.hingeDirection,
    hingeChosen: r.hingeDirection !== null && r.hingeChosen === true,
    afmx: p.afmx,
    skuPrefix,
    stock: p.stock,
  };
}

type Pricing = Pick<Ctx, 'catalog' | 'now'>;

/**
 * The live cart's lines at the prices they carry: a quote's while its date holds (the line says
 * so in `quotePrice`), else today's (docs/business-rules.md#quote-prices). Checkout uses these.
 */
export function cartLines(ctx: Pricing, c: CartRecord): CartItem[] {
  const holds = c.fromQuote !== undefined && dayOf(ctx.now) <= c.fromQuote.validUntil;
  return c.items.map((r): CartItem => {
    const line = cartItem(ctx.catalog, r);
    if (!holds) return line;
    if (r.heldCents !== undefined)
      return { ...line, price: toDollars(r.heldCents), quotePrice: 'HELD' };
    return r.repriced ? { ...line, quotePrice: 'CHANGED' } : line;
  });
}

export function renderCart(ctx: Pricing, c: CartRecord, rate = 0): Cart {
  const items = cartLines(ctx, c);
  const from = c.fromQuote;
  return {
    id: c.id,
    poNumber: c.poNumber,
    isTaxable: c.isTaxable,
    items,
    ...computeTotals(items, { isTaxable: c.isTaxable, discountPercent: rate }),
    ...(from
      ? {
          quote: {
            id: from.quoteId,
            poNumber: from.poNumber,
            validUntil: from.validUntil,
            expired: dayOf(ctx.now) > from.validUntil,
          },
        }
      : {}),
  };
}

export function findQuote(data: UserData, id: string | undefined): CartRecord {
  const n = Number(id);
  const q = Number.isInteger(n) ? data.quotes.find((x) => x.id === n) : undefined;
  if (!q) throw new HttpError(404, 'Quote not found.');
  return q;
}
