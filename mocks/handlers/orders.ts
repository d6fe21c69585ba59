import {
  availabilityProblems,
  bundleViolation,
  computeTotals,
  problemsSummary,
} from '../../src/lib/cart-model';
import { maskCard } from '../domain/cards';
import { badRequest, HttpError, notFound } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { Order, OrderConfirmation, ReplyOf } from '../lib/types';
import { recallCheckout, readOrderKey, recordCheckout } from './order-keys';
import { confirmationOf, settle } from './order-state';
import { asObject, optStr } from '../lib/validate';
import { invoicePdf } from '../pdf';
import type { UserData } from '../state';
import { cartLines, discountRate, requireUser } from './common';
import { quoteOrdered } from './quote-to-cart';
import { approvalNeeded, fullName } from '../domain/company';
import { approvalOf, visibleOrders } from './company-orders';
import { checkNewCard, readBilling } from './payments';
import { LIMITS } from '../../src/lib/limits';

const ORDERS_PAGE_SIZE = 10;
/** How long check-lock-status keeps reporting a finished order as completed (the client's marker life). */
const COMPLETED_WINDOW_MS = 120_000;

function lastOrder(data: UserData): OrderConfirmation | null {
  const order = data.orders.find((o) => o.id === data.lastOrderId);
  return order ? confirmationOf(order) : null;
}

export function listOrders(ctx: Ctx): ReplyOf<'listOrders'> {
  const { data } = requireUser(ctx);
  settle(data, ctx.now);
  const orders = visibleOrders(ctx);
  const raw = Number(ctx.query.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const start = (page - 1) * ORDERS_PAGE_SIZE;
  return {
    status: 200,
    body: {
      orders: orders.slice(start, start + ORDERS_PAGE_SIZE).map((o) => structuredClone(o)),
      totalPages: Math.ceil(orders.length / ORDERS_PAGE_SIZE),
      currentPage: page,
    },
  };
}

export async function downloadInvoice(ctx: Ctx): Promise<ReplyOf<'downloadInvoice'>> {
  const { account, data } = requireUser(ctx);
  settle(data, ctx.now);
  const order = visibleOrders(ctx).find((o) => o.id === Number(ctx.params.id));
  if (!order) throw notFound('Order not found.');
  const bytes = await invoicePdf(order, account.info);
  return {
    status: 200,
    body: {
      pdf: Buffer.from(bytes).toString('base64'),
      fileName: `Invoice_${order.salesOrderNumber}.pdf`,
    },
  };
}

/** One order per order key and dealer: a repeat answers as the first time (docs/api.md#order-keys). */
export function checkout(ctx: Ctx): ReplyOf<'checkout'> {
  const { account, data } = requireUser(ctx);
  const { key, lines } = readOrderKey(ctx, data);
  settle(data, ctx.now);
  const repeat = recallCheckout(data, key, lines);
  if (repeat) return repeat;
  let reply: ReplyOf<'checkout'>;
  try {
    reply = placeOrder(ctx);
  } catch (err) {
    if (err instanceof HttpError) recordCheckout(ctx, account.email, key, lines, err);
    throw err;
  }
  recordCheckout(ctx, account.email, key, lines, reply);
  return reply;
}

function placeOrder(ctx: Ctx): ReplyOf<'checkout'> {
  const who = requireUser(ctx);
  const { account, data, actor } = who;
  const b = asObject(ctx.body);
  // Approving a request places its lines instead of the Owner's cart (docs/business-rules.md#approvals).
  const approval = approvalOf(ctx, who, b);
  if (!approval && who.role === 'Estimator')
    return {
      status: 403,
      body: { error: 'Estimators cannot place orders. Please submit for approval.' },
    };
  if (data.lockUntil > ctx.now)
    return { status: 409, body: { error: 'An order is already being processed. Please wait.' } };
  const poNumber = optStr(b, 'poNumber', { max: LIMITS.poNumber, label: 'PO number' }) || null;
  const code = optStr(b, 'discountCode', { max: LIMITS.discountCode }) || null;
  const cart = approval?.cart ?? data.cart;
  if (cart.items.length === 0)
    return {
      status: 400,
      body: { error: 'Your cart is empty. Please add items before checking out.' },
    };
  const items = cartLines(ctx, cart);
  const bundle = bundleViolation(items);
  if (bundle) return { status: 400, body: { error: bundle } };
  const problems = availabilityProblems(items);
  if (problems.length > 0)
    return { status: 400, body: { error: problemsSummary(problems), lines: problems } };
  const rate = discountRate(code);
  if (code && rate === 0) return { status: 400, body: { error: 'Invalid discount code.' } };
  const totals = computeTotals(items, { isTaxable: cart.isTaxable, discountPercent: rate });
  const needed = approval ? null : approvalNeeded(who.owner, account, totals.totalPrice);
  if (needed) return { status: 403, body: { error: needed } };

  let transactionDetails: Order['transactionDetails'] = null;
  if (totals.totalPrice > 0) {
    const profileId = optStr(b, 'paymentProfileId', { max: 50 });
    if (profileId) {
      const method = who.company.payments.find((p) => p.paymentProfileId === profileId);
      if (!method) return { status: 404, body: { error: 'Selected payment method not found.' } };
      const billing = b.firstName !== undefined ? readBilling(b) : method.billingAddress;
      transactionDetails = {
        cardType: method.cardType,
        cardNumber: method.cardNumber,
        billingAddress: { ...billing, country: 'US' },
      };
    } else if (b.cardNumber !== undefined) {
      const card = checkNewCard(b, ctx.now);
      transactionDetails = {
        cardType: card.cardType,
        cardNumber: maskCard(card.cardNumber),
        billingAddress: { ...readBilling(b), country: 'US' },
      };
    } else {
      throw badRequest('Please choose a payment method or enter a new card.');
    }
  }

  ctx.state.seq.order += 1;
  const id = ctx.state.seq.order;
  const order: Order = {
    id,
    salesOrderNumber: `SO-${200000 + id}`,
    poNumber: poNumber ?? cart.poNumber,
    createdAt: new Date(ctx.now).toISOString(),
    status: 'TRANSACTION_PENDING',
    OrderItems: items.map((i) => ({
      productId: i.productId,
      sku: i.sku,
      description: i.description ?? '',
      color: i.color,
      quantity: i.quantity,
      unitPrice: i.price,
      imageIndex: i.imageIndex,
      isAssembled: i.isAssembled,
      hingeDirection: i.hingeDirection,
    })),
    totalAmount: totals.subTotal,
    discountAmount: totals.discountedAmount,
    taxAmount: totals.tax,
    assemblyFee: totals.assemblyFee,
    finalAmount: totals.totalPrice,
    // Who placed it when a staff member acts as the dealer (docs/business-rules.md#staff-acting-as-a-dealer).
    placedBy: actor
      ? { staffEmail: actor, dealerCompany: account.info.companyName ?? account.email }
      : null,
    transactionDetails,
  };
  if (who.account !== who.owner) order.orderedBy = fullName(account);
  if (approval) approval.placed(order);
  else {
    // An order from an Accepted quote names it and its offer (docs/business-rules.md#quote-prices).
    const fromQuote = quoteOrdered(data, cart, order);
    if (fromQuote) order.quote = fromQuote;
    cart.items = [];
    cart.poNumber = null;
  }
  data.orders.unshift(order);
  data.lockUntil = ctx.now + ctx.world.config.lockMs;
  data.lastOrderAt = ctx.now;
  data.lastOrderId = id;
  data.processingOrderId = id;
  return {
    status: 201,
    body: { message: 'Order placed successfully.', ...confirmationOf(order) },
  };
}

export function checkLockStatus(ctx: Ctx): ReplyOf<'checkLockStatus'> {
  const { data } = requireUser(ctx);
  settle(data, ctx.now);
  if (data.lockUntil > ctx.now)
    return {
      status: 200,
      body: {
        locked: true,
        orderCompleted: false,
        message: 'Your order is being processed.',
        order: lastOrder(data),
      },
    };
  if (data.lastOrderAt > 0 && ctx.now - data.lastOrderAt < COMPLETED_WINDOW_MS)
    return {
      status: 200,
      body: {
        locked: false,
        orderCompleted: true,
        message: 'Your order has been placed.',
        order: lastOrder(data),
      },
    };
  return {
    status: 200,
    body: {
      locked: false,
      orderCompleted: false,
      message: 'No order is being processed.',
      order: null,
    },
  };
}
