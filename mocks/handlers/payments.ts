import {
  DECLINED_CARD,
  DECLINED_MESSAGE,
  isExpired,
  luhnOk,
  maskCard,
  toDisplayExpiry,
} from '../domain/cards';
import { badRequest } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { PaymentMethod, ReplyOf } from '../lib/types';
import { asObject, reqState, reqStr, reqZip, type Obj } from '../lib/validate';
import { requireRole } from './common';
import { LIMITS } from '../../src/lib/limits';
import { CVV_PATTERN } from '../../src/lib/card-rules';
import { detectCardBrand, refusedBrandMessage } from '../../src/lib/card-brand';

const EXPIRY = /^\d{4}-(0[1-9]|1[0-2])$/;

export function readBilling(b: Obj): PaymentMethod['billingAddress'] {
  return {
    firstName: reqStr(b, 'firstName', { max: LIMITS.name, message: 'First name is required.' }),
    lastName: reqStr(b, 'lastName', { max: LIMITS.name, message: 'Last name is required.' }),
    address: reqStr(b, 'address', {
      // Line 1 and line 2 joined by a comma and a space.
      max: LIMITS.addressLine * 2 + 2,
      message: 'Address Line 1 is required.',
    }),
    city: reqStr(b, 'city', { max: LIMITS.city, message: 'City is required.' }),
    state: reqState(b),
    zipCode: reqZip(b),
  };
}

function readExpiry(b: Obj, now: number): string {
  const sent = reqStr(b, 'expirationDate', {
    pattern: EXPIRY,
    message: 'Expiration Date must be in MM/YY format.',
  });
  if (isExpired(sent, new Date(now))) throw badRequest('The card has expired.');
  return toDisplayExpiry(sent)!;
}

/** Checks a new card as the processor would; answers its brand or throws the refusal. */
export function checkNewCard(b: Obj, now: number) {
  const cardNumber = reqStr(b, 'cardNumber', {
    pattern: /^\d{16}$/,
    message: 'Card Number must be exactly 16 digits.',
  });
  reqStr(b, 'cvv', { pattern: CVV_PATTERN, message: 'CVV must be exactly 3 digits.' });
  const expirationDate = readExpiry(b, now);
  const cardType = detectCardBrand(cardNumber);
  const refused = refusedBrandMessage(cardType);
  if (refused) throw badRequest(refused);
  if (!luhnOk(cardNumber)) throw badRequest('The card number is not valid.');
  if (cardNumber === DECLINED_CARD) throw badRequest(DECLINED_MESSAGE);
  return { cardNumber, cardType, expirationDate };
}

/** The company's saved cards: the Owner manages them, a Buyer pays with them, an Estimator never sees them. */
const manage = (ctx: Ctx) =>
  requireRole(ctx, ['Owner'], 'Only the company owner can manage saved cards.').company;

export function listPaymentMethods(ctx: Ctx): ReplyOf<'listPaymentMethods'> {
  const data = requireRole(ctx, ['Owner', 'Buyer'], 'Estimators cannot use saved cards.').company;
  return { status: 200, body: data.payments.map((p) => structuredClone(p)) };
}

export function savePaymentInfo(ctx: Ctx): ReplyOf<'savePaymentInfo'> {
  const data = manage(ctx);
  const b = asObject(ctx.body);
  const card = checkNewCard(b, ctx.now);
  const billingAddress = readBilling(b);
  ctx.state.seq.payment += 1;
  const method: PaymentMethod = {
    paymentProfileId: String(ctx.state.seq.payment),
    cardType: card.cardType,
    cardNumber: maskCard(card.cardNumber),
    expirationDate: card.expirationDate,
    billingAddress,
  };
  data.payments.push(method);
  return { status: 201, body: structuredClone(method) };
}

export function updatePaymentMethod(ctx: Ctx): ReplyOf<'updatePaymentMethod'> {
  const data = manage(ctx);
  const b = asObject(ctx.body);
  const id = reqStr(b, 'paymentProfileId', { max: 50 });
  const method = data.payments.find((p) => p.paymentProfileId === id);
  if (!method) return { status: 404, body: { error: 'Payment method not found.' } };
  const expirationDate = readExpiry(b, ctx.now);
  const billingAddress = readBilling(b);
  method.expirationDate = expirationDate;
  method.billingAddress = billingAddress;
  return { status: 200, body: structuredClone(method) };
}

export function deletePaymentMethod(ctx: Ctx): ReplyOf<'deletePaymentMethod'> {
  const data = manage(ctx);
  const id = ctx.params.paymentProfileId;
  if (!data.payments.some((p) => p.paymentProfileId === id))
    return { status: 404, body: { error: 'Payment method not found.' } };
  data.payments = data.payments.filter((p) => p.paymentProfileId !== id);
  return { status: 204, body: undefined };
}
