import type { Address } from '@/features/addresses';
import type { PaymentMethod, SavePayment } from '@/features/payments';
import { toApiExpiry } from '@/features/payments';
import type { CheckoutValues } from '../schemas/checkout-values';
import type { OrderLine } from '@/lib/order-key';
import type { CheckoutRequest } from './checkout';

type Billing = PaymentMethod['billingAddress'];

export type BodyContext = {
  /** The order total in cents, as the summary shows it. */
  totalCents: number;
  poNumber: string | null;
  discountCode: string | null;
  /** The saved method chosen, looked up in the loaded list. */
  method: PaymentMethod | null;
  /** The cart's lines as the summary shows them: what the order key is made for. */
  items: OrderLine[];
};

/** A cart line as the checkout sends it (the order key's cart, docs/api.md#order-keys). */
const orderLineOf = (item: OrderLine): OrderLine => ({
  productId: item.productId,
  quantity: item.quantity,
  isAssembled: item.isAssembled,
  hingeDirection: item.hingeDirection,
});

/** Address lines 1 and 2 joined by comma and space, line 2 left out when blank. */
export const joinLines = (line1: string, line2: string) =>
  [line1.trim(), line2.trim()].filter(Boolean).join(', ');

/** The billing fields as the form holds them, in the API's flattened shape. */
function typedBilling(v: CheckoutValues): Billing {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    address: joinLines(v.addressLine1, v.addressLine2),
    city: v.city.trim(),
    state: v.state,
    zipCode: v.zipCode.trim(),
  };
}

/** Billing fields filled from a saved address: its customer name splits at the first space. */
export function billingFromAddress(a: Address) {
  const [firstName = '', ...rest] = a.customerName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
  };
}

/**
 * The POST /orders/checkout body in one of its three shapes (docs/business-rules.md#checkout):
 * nothing to pay, a saved method, or a new card. Null when a total above 0 has neither.
 */
export function buildCheckoutBody(v: CheckoutValues, ctx: BodyContext): CheckoutRequest | null {
  const items = ctx.items.map(orderLineOf);
  if (ctx.totalCents <= 0)
    return ctx.discountCode
      ? { poNumber: ctx.poNumber, discountCode: ctx.discountCode, items }
      : { poNumber: ctx.poNumber, items };
  if (v.addNew) {
    return {
      items,
      cardNumber: v.cardNumber.replace(/\D/g, ''),
      expirationDate: toApiExpiry(v.expirationDate),
      cvv: v.cvv,
      ...typedBilling(v),
      poNumber: ctx.poNumber,
      discountCode: ctx.discountCode,
    };
  }
  if (!ctx.method) return null;
  const { firstName, lastName, address, city, state, zipCode } = ctx.method.billingAddress;
  return {
    items,
    paymentProfileId: ctx.method.paymentProfileId,
    poNumber: ctx.poNumber,
    discountCode: ctx.discountCode,
    firstName,
    lastName,
    address,
    city,
    state,
    zipCode,
  };
}

/** 'Save for Next Time': the new card as save-payment-info wants it, built from the sent body. */
export function savePaymentBody(body: CheckoutRequest): SavePayment | null {
  const { cardNumber, expirationDate, cvv, firstName, lastName, address, city, state, zipCode } =
    body;
  if (!cardNumber || !expirationDate || !cvv || !firstName || !lastName || !address || !city)
    return null;
  if (!state || !zipCode) return null;
  return {
    cardNumber,
    expirationDate,
    cvv,
    firstName,
    lastName,
    address,
    city,
    state: state as SavePayment['state'],
    zipCode,
  };
}
