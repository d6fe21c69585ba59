import type { LineProblem } from '../src/lib/cart-model';
import { randomHex } from './lib/random';
import type {
  AccountInfo,
  Address,
  HingeDirection,
  Maintenance,
  Order,
  PaymentMethod,
} from './lib/types';

// The mock's whole mutable world. `__reset` replaces it with a fresh seed; sessions live apart
// (see sessions.ts) so that a reset in the middle of a browser test does not sign the browser out.

export interface ItemRecord {
  cartItemId: number;
  productId: number;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: HingeDirection;
  /** The dealer chose the hinge side (or a design did); absent: the default side only stands. */
  hingeChosen?: boolean;
  /** A quote line's unit price in cents, as saved or as accepted (docs/business-rules.md#quote-prices). */
  heldCents?: number;
  /** The dealer's note on a quote line with a pricing request. */
  note?: string | null;
  /** A cart line from a quote whose quantity or style changed: priced today. */
  repriced?: true;
}

export interface CartRecord {
  id: number;
  poNumber: string | null;
  isTaxable: boolean;
  items: ItemRecord[];
  /** A quote's prices, status and history; absent on the live cart. */
  terms?: QuoteTerms;
  /** The live cart carrying a quote's prices (its lines' heldCents) until `validUntil`. */
  fromQuote?: CartFromQuote;
}

interface CartFromQuote {
  quoteId: number;
  poNumber: string | null;
  validUntil: string;
  /** An Accepted quote, which stays on the list and reads Ordered when this cart is ordered. */
  accepted: boolean;
}

type QuotePhase = 'DRAFT' | 'PRICING_REQUESTED' | 'OFFER_RECEIVED' | 'ACCEPTED' | 'ORDERED';

/** What a quote holds besides its lines; the Expired status is derived from the dates, never stored. */
export interface QuoteTerms {
  savedAt: string;
  /** The day an offer set; null: the quote's days (MOCK_QUOTE_DAYS, 30) after savedAt. */
  validUntil: string | null;
  phase: QuotePhase;
  offer: OfferRecord | null;
  messages: QuoteMessageRecord[];
  orderId: number | null;
  /** That order's salesOrderNumber (SO-…), the number the dealer sees. */
  orderNumber: string | null;
}

interface OfferRecord {
  offeredAt: string;
  offeredBy: string;
  validUntil: string;
  percentOff: number | null;
  /** Offered unit price in cents by cartItemId. */
  prices: Record<string, number>;
}

export interface QuoteMessageRecord {
  kind: 'PRICING_REQUESTED' | 'REQUEST_WITHDRAWN' | 'OFFER_SENT' | 'OFFER_ACCEPTED' | 'ASKED_AGAIN';
  from: 'DEALER' | 'STAFF';
  name: string;
  text: string | null;
  at: string;
}

export interface AccountRecord {
  id: string;
  email: string;
  password: string | null;
  /**
   * temporary: sign-in answers NEW_PASSWORD_REQUIRED; applied: a signup no administrator has
   * approved yet; pending: approved and awaiting activation (docs/business-rules.md#accounts).
   */
  status: 'active' | 'temporary' | 'applied' | 'pending';
  /** Staff may act as a dealer (docs/business-rules.md#staff-acting-as-a-dealer); absent means dealer. */
  role?: 'staff';
  info: AccountInfo;
  /** A person under a dealer (docs/business-rules.md#company-accounts); absent means the company's Owner. */
  company?: CompanyMembership;
  /** The Owner's company rule: orders over this total (dollars) need approval; absent or null for none. */
  approvalThreshold?: number | null;
}

interface CompanyMembership {
  ownerEmail: string;
  role: 'Buyer' | 'Estimator';
  /** A Buyer's per-order limit in dollars; null for an Estimator. */
  spendingLimit: number | null;
  /** When the invitation was (last) sent; null for a seeded person. */
  invitedAt: string | null;
  disabled: boolean;
}

/** Lines frozen for the owner's approval (docs/business-rules.md#approvals). */
export interface ApprovalRecord {
  id: number;
  ownerEmail: string;
  requesterEmail: string;
  status: 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN';
  createdAt: string;
  note: string | null;
  poNumber: string | null;
  isTaxable: boolean;
  items: ItemRecord[];
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  orderId: number | null;
  movedToCart: boolean;
}

/** What the demo would have e-mailed (GET /__outbox?to=), for tests and the demo. */
interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
}

/** A change a staff member made while acting as a dealer: the audit trail. */
interface ActingRecord {
  at: string;
  staffEmail: string;
  dealerEmail: string;
  /** The operation, e.g. checkout, switchToQuote, updateAddress. */
  operation: string;
}

/** Account ids appear in activation links, so they are random (128 bits), never a counter. */
export const newAccountId = (): string => randomHex(16);

export interface UserData {
  cart: CartRecord;
  quotes: CartRecord[];
  addresses: Address[];
  payments: PaymentMethod[];
  orders: Order[];
  /** Epoch ms until which an order is being processed (the checkout lock). */
  lockUntil: number;
  lastOrderAt: number;
  /** The last order placed, which check-lock-status names while it is processing or just completed. */
  lastOrderId: number | null;
  /** The order shown as TRANSACTION_PENDING until the lock ends, then PAID. */
  processingOrderId: number | null;
  /** One outcome per order key (the checkout's Idempotency-Key); absent until the first keyed checkout. */
  orderKeys?: Record<string, OrderKeyOutcome>;
}

/** What a checkout with one order key came to, kept so a repeat answers the same (docs/api.md). */
export interface OrderKeyOutcome {
  /** The cart lines the key was made for, in a fixed order (see handlers/order-keys.ts). */
  lines: string[];
  placed: number | null;
  refusal: { status: 400 | 404; body: { error: string; lines?: LineProblem[] } } | null;
}

export interface State {
  accounts: AccountRecord[];
  data: Record<string, UserData>;
  maintenance: Maintenance;
  contactMessages: unknown[];
  actingLog: ActingRecord[];
  approvals: ApprovalRecord[];
  outbox: OutboxMessage[];
  seq: {
    cart: number;
    item: number;
    address: number;
    payment: number;
    order: number;
    account: number;
    approval: number;
  };
}

export const emptyUserData = (cartId: number): UserData => ({
  cart: { id: cartId, poNumber: null, isTaxable: true, items: [] },
  quotes: [],
  addresses: [],
  payments: [],
  orders: [],
  lockUntil: 0,
  lastOrderAt: 0,
  lastOrderId: null,
  processingOrderId: null,
});

export function findAccount(state: State, email: string): AccountRecord | undefined {
  const key = email.trim().toLowerCase();
  return state.accounts.find((a) => a.email.toLowerCase() === key);
}

export function userData(state: State, email: string): UserData {
  const key = email.toLowerCase();
  let data = state.data[key];
  if (!data) {
    state.seq.cart += 1;
    data = emptyUserData(state.seq.cart);
    state.data[key] = data;
  }
  return data;
}
