import type { components } from '@/api';
import { DEMO_DEALER_INFO, VISA_BILLING } from '../../../mocks/data/seed';

// Typed test-data builders: every field the contract requires, overridable per test.
type S = components['schemas'];

export function buildCartItem(over: Partial<S['CartItem']> = {}): S['CartItem'] {
  return {
    cartItemId: 9001,
    productId: 101,
    sku: 'TPW-B12',
    color: 'Thielsen Pigeon White',
    price: 189,
    quantity: 1,
    imageIndex: 1,
    qtyRestrictions: 10,
    isAssembled: false,
    isHingeable: true,
    hingeDirection: null,
    hingeChosen: false,
    afmx: 1,
    skuPrefix: 'TPW',
    ...over,
  };
}

export function buildCart(over: Partial<S['Cart']> = {}): S['Cart'] {
  return {
    id: 5001,
    poNumber: null,
    isTaxable: true,
    items: [buildCartItem()],
    cartItemCount: 1,
    subTotal: 189,
    discountedAmount: 0,
    tax: 11.34,
    assemblyFee: 0,
    totalPrice: 200.34,
    ...over,
  };
}

/** A quote's line: a cart line that holds its list price, with no offer or note. */
export function buildQuoteItem(over: Partial<S['QuoteItem']> = {}): S['QuoteItem'] {
  const line = buildCartItem({ cartItemId: 9201, ...over });
  return { listPrice: line.price, offeredPrice: null, note: null, ...line, ...over };
}

export function buildQuote(over: Partial<S['Quote']> = {}): S['Quote'] {
  return {
    id: 7001,
    poNumber: 'PO-1001',
    isTaxable: true,
    items: [buildQuoteItem()],
    subTotal: 189,
    tax: 11.34,
    assemblyFee: 0,
    totalPrice: 200.34,
    savedAt: '2026-12-01T15:04:05.000Z',
    validUntil: '2026-12-31',
    status: 'DRAFT',
    offer: null,
    messages: [],
    orderId: null,
    orderNumber: null,
    ...over,
  };
}

export function buildAddress(over: Partial<S['Address']> = {}): S['Address'] {
  return {
    id: 1,
    customerName: 'Dana Miller',
    companyName: 'Miller Kitchens',
    phoneNumber: '404-555-0142',
    addressLine1: '12 Peachtree St',
    addressLine2: null,
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
    isPrimaryAddress: false,
    ...over,
  };
}

export function buildAddressInput(over: Partial<S['AddressInput']> = {}): S['AddressInput'] {
  return {
    customerName: 'Dana Miller',
    companyName: 'Miller Kitchens',
    phoneNumber: '404-555-0142',
    addressLine1: '12 Peachtree St',
    addressLine2: null,
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
    ...over,
  };
}

/** A product as the API sends it to a signed-in dealer (numeric price and stock). */
export function buildProduct(over: Partial<S['Product']> = {}): S['Product'] {
  return {
    id: 101,
    sku: 'TPW-B12',
    description: 'Base cabinet 12"',
    price: 189,
    cabinetType: 'Base',
    imageIndex: 1,
    imageUrl: '/images/1.png',
    color: 'Thielsen Pigeon White',
    specification: null,
    detail: null,
    stock: 25,
    qtyRestrictions: 10,
    afmx: 1,
    isHingeable: true,
    itemCategory: 'Base Cabinets',
    itemClass: 'Cabinets',
    ...over,
  };
}

/** A saved card as GET /payment-methods lists it: a Visa billed to Dana Miller in Atlanta. */
export function buildPaymentMethod(over: Partial<S['PaymentMethod']> = {}): S['PaymentMethod'] {
  return {
    paymentProfileId: '900001',
    cardType: 'Visa',
    cardNumber: 'XXXX1111',
    expirationDate: '04/29',
    billingAddress: { ...VISA_BILLING },
    ...over,
  };
}

export function buildAccount(over: Partial<S['AccountInfo']> = {}): S['AccountInfo'] {
  return { ...DEMO_DEALER_INFO, ...over };
}
