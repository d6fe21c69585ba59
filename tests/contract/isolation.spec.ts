import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, type ContractDealer } from './fixtures';
import {
  call,
  expectError,
  newCard,
  orderKey,
  signIn,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';
import { createCompany } from '../support/test-accounts';

// Isolation between dealers: every operation that takes the id of a dealer's own resource answers
// 404 for another dealer's id, exactly as for an unknown one, and changes nothing for either
// dealer. The owner's ids are found through the owner's own lists, so this runs against any
// server: two fresh dealers locally, CONTRACT_EMAIL and CONTRACT_EMAIL_2 elsewhere (read-only
// unless --mutating). coverage.spec.ts fails when an operation that takes such an id has no test
// here tagged with its operationId.

const NOT_FOUND = 404;

interface Side {
  token: string;
  get: (path: string) => Promise<unknown>;
}

async function side(request: APIRequestContext, d: ContractDealer): Promise<Side> {
  const { accessToken: token } = await signIn(request, d.email, d.password);
  return {
    token,
    get: async (path) => (await call(request, 'GET', path, { token })).body,
  };
}

/** Everything a dealer holds, to show that a refused call changed nothing. */
async function holdings(s: Side) {
  return {
    cart: await s.get('/carts'),
    quotes: await s.get('/carts/all-quotes'),
    payments: await s.get('/payments/get-payment-methods'),
    addresses: await s.get('/address-books/all'),
    orders: await s.get('/orders?page=1'),
  };
}

interface OwnerIds {
  quote: number | null;
  quoteItem: number | null;
  paymentProfileId: string | null;
  address: number | null;
  order: number | null;
}

/** The owner's ids, read from the owner's own lists (no seed needed). */
async function ownerIds(owner: Side): Promise<OwnerIds> {
  const quotes = (await owner.get('/carts/all-quotes')) as {
    id: number;
    items: { cartItemId: number }[];
  }[];
  const quote = quotes.find((q) => q.items.length > 0) ?? null;
  const payments = (await owner.get('/payments/get-payment-methods')) as {
    paymentProfileId: string;
  }[];
  const book = (await owner.get('/address-books/all')) as { addresses: { id: number }[] };
  const orders = (await owner.get('/orders?page=1')) as { orders: { id: number }[] };
  return {
    quote: quote?.id ?? null,
    quoteItem: quote?.items[0]?.cartItemId ?? null,
    paymentProfileId: payments[0]?.paymentProfileId ?? null,
    address: book.addresses[0]?.id ?? null,
    order: orders.orders[0]?.id ?? null,
  };
}

function need<T>(value: T | null, what: string): T {
  test.skip(value === null, `the first account has no ${what}`);
  return value as T;
}

let owner: Side;
let intruder: Side;
let ids: OwnerIds;
let before: { owner: unknown; intruder: unknown };

test.beforeEach(async ({ request, dealer, otherDealer }) => {
  owner = await side(request, dealer);
  intruder = await side(request, otherDealer);
  ids = await ownerIds(owner);
  before = { owner: await holdings(owner), intruder: await holdings(intruder) };
});

test.afterEach(async () => {
  // Nothing changed on either side.
  expect(await holdings(owner), "the owner's data").toEqual(before.owner);
  expect(await holdings(intruder), "the other dealer's data").toEqual(before.intruder);
});

/** Each call, made by the other dealer, answers 404 (and afterEach finds nothing changed). */
async function intruderGets404(
  request: APIRequestContext,
  calls: [method: string, path: string, data?: object][],
) {
  for (const [method, path, data] of calls)
    expectError(await call(request, method, path, { token: intruder.token, data }), NOT_FOUND);
}

/** Where the intruder would move the owner's card or address to. */
const ELSEWHERE = { city: 'Savannah', state: 'GA', zipCode: '31401' };

test("[getQuote] [getQuotePdf] [getStyleComparisonPdf] [downloadInvoice] another dealer's quote and invoice are 404", async ({
  request,
}) => {
  const quote = need(ids.quote, 'quote with items');
  const order = need(ids.order, 'order');
  await intruderGets404(request, [
    ['GET', `/carts/${quote}`],
    ['GET', `/carts/${quote}/pdf`],
    ['POST', '/carts/style-comparison/pdf', { quoteId: quote }],
    ['GET', `/orders/${order}/download`],
  ]);
});

test("[renameQuote] [deleteQuoteItem] [deleteQuote] [switchToCart] another dealer's quote cannot be changed", async ({
  request,
}) => {
  skipUnlessMutating();
  const quote = need(ids.quote, 'quote with items');
  const item = need(ids.quoteItem, 'quote item');
  await intruderGets404(request, [
    ['PATCH', `/carts/${quote}`, { poNumber: 'HIJACKED' }],
    ['DELETE', `/carts/${quote}/items/${item}`],
    ['PUT', `/carts/switch-to-cart/${quote}`],
    ['DELETE', `/carts/${quote}`],
  ]);
});

test("[requestQuotePricing] [withdrawQuotePricing] [acceptQuoteOffer] [askQuoteAgain] another dealer's quote cannot be priced or answered", async ({
  request,
}) => {
  skipUnlessMutating();
  const quote = need(ids.quote, 'quote with items');
  await intruderGets404(request, [
    ['POST', `/carts/${quote}/pricing-request`, { message: 'Hijacked' }],
    ['POST', `/carts/${quote}/pricing-request/withdraw`],
    ['POST', `/carts/${quote}/offer/accept`],
    ['POST', `/carts/${quote}/offer/ask-again`, { message: 'Hijacked' }],
  ]);
});

test("[getPricingRequest] [sendQuoteOffer] a dealer reads no pricing request and sends no offer, their own quote's or another's", async ({
  request,
}) => {
  skipUnlessMutating();
  const quote = need(ids.quote, 'quote with items');
  for (const token of [owner.token, intruder.token])
    for (const [method, path, data] of [
      ['GET', `/staff/pricing-requests/${quote}`],
      [
        'POST',
        `/staff/pricing-requests/${quote}/offer`,
        { percentOff: 50, validUntil: new Date().toISOString().slice(0, 10), reply: 'Hijacked' },
      ],
    ] as const)
      expectError(await call(request, method, path, { token, data }), 403);
});

test("[updateCart] another dealer's quote and lines cannot be changed through the cart", async ({
  request,
}) => {
  skipUnlessMutating();
  const quote = need(ids.quote, 'quote with items');
  const item = need(ids.quoteItem, 'quote item');
  await intruderGets404(request, [
    ['POST', '/carts', { quoteId: quote, cartItemId: item, quantity: 3 }],
    ['POST', '/carts', { quoteId: quote, poNumber: 'HIJACKED' }],
    // The owner's line sent as if it were in the intruder's own cart.
    ['POST', '/carts', { cartItemId: item, quantity: 3 }],
    ['POST', '/carts', { cartItemId: item, quantity: 0 }],
  ]);
});

test("[updatePaymentMethod] [deletePaymentMethod] another dealer's saved card cannot be changed or deleted", async ({
  request,
}) => {
  skipUnlessMutating();
  const profile = need(ids.paymentProfileId, 'saved card');
  await intruderGets404(request, [
    [
      'POST',
      '/payments/update-payment-method',
      {
        paymentProfileId: profile,
        expirationDate: '2031-01',
        firstName: 'Mallory',
        lastName: 'Intruder',
        address: '1 Elsewhere Rd',
        ...ELSEWHERE,
      },
    ],
    ['DELETE', `/payments/delete-payment-method/${profile}`],
  ]);
});

test("[updateAddress] [deleteAddress] another dealer's address cannot be changed or deleted", async ({
  request,
}) => {
  skipUnlessMutating();
  const address = need(ids.address, 'address');
  await intruderGets404(request, [
    [
      'PUT',
      '/address-books',
      {
        id: address,
        customerName: 'Mallory Intruder',
        companyName: 'Elsewhere LLC',
        phoneNumber: '404-555-0000',
        addressLine1: '1 Elsewhere Rd',
        ...ELSEWHERE,
        isPrimaryAddress: true,
      },
    ],
    ['DELETE', `/address-books/${address}`],
  ]);
});

test("[checkout] another dealer's saved card cannot pay", async ({ request }) => {
  skipUnlessLocal('puts a demo product into the cart before paying');
  const profile = need(ids.paymentProfileId, 'saved card');
  const { token } = intruder;
  // The intruder's cart has a line, so only the card can stop the order.
  const added = await call(request, 'POST', '/carts', {
    token,
    data: { productId: 101, quantity: 1 },
  });
  expect(added.status).toBe(200);
  before.intruder = await holdings(intruder);
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token,
      data: {
        paymentProfileId: profile,
        poNumber: 'PO-HIJACK',
        firstName: 'Mallory',
        lastName: 'Intruder',
        address: '1 Elsewhere Rd',
        city: 'Savannah',
        state: 'GA',
        zipCode: '31401',
      },
      headers: orderKey(),
    }),
    NOT_FOUND,
  );
});

test("[getCheckoutOutcome] another dealer's order key reads as unknown", async ({ request }) => {
  skipUnlessLocal('sends a checkout, refused for the declined test card');
  const key = randomUUID();
  const sent = await call(request, 'POST', '/orders/checkout', {
    token: owner.token,
    data: { ...newCard, cardNumber: '4000000000000002' },
    headers: orderKey(key),
  });
  expect(sent.status).toBe(400);
  const own = await call(request, 'GET', `/orders/checkout/${key}`, { token: owner.token });
  expect(own.body.state).toBe('refused');
  before.owner = await holdings(owner);
  await intruderGets404(request, [['GET', `/orders/checkout/${key}`]]);
});

test("[updateCompanyUser] [withdrawInvitation] [resendInvitation] [disableCompanyUser] [enableCompanyUser] another company's users are not found", async ({
  request,
}) => {
  skipUnlessMutating();
  const users = (
    (await call(request, 'GET', '/company/users', { token: owner.token })).body as {
      users: { id: string; status: string }[];
    }
  ).users;
  const before = users;
  for (const { id } of users)
    await intruderGets404(request, [
      ['PATCH', `/company/users/${id}`, { role: 'Estimator' }],
      ['DELETE', `/company/users/${id}`],
      ['POST', `/company/users/${id}/resend-invitation`],
      ['POST', `/company/users/${id}/disable`],
      ['POST', `/company/users/${id}/enable`],
    ]);
  expect((await call(request, 'GET', '/company/users', { token: owner.token })).body.users).toEqual(
    before,
  );
});

test("[getApprovalRequest] [withdrawApprovalRequest] [rejectApprovalRequest] [moveApprovalRequestToCart] [checkout] another company's approval requests are not found", async ({
  request,
}) => {
  skipUnlessLocal('needs a fresh company whose Buyer submits a request');
  const company = await createCompany(request);
  const buyer = (await signIn(request, company.buyer.email, company.buyer.password)).accessToken;
  expect(
    (
      await call(request, 'POST', '/carts', {
        token: buyer,
        data: { productId: 101, quantity: 10 },
      })
    ).status,
  ).toBe(200);
  const sent = await call(request, 'POST', '/approval-requests', { token: buyer, data: {} });
  expect(sent.status).toBe(201);
  const id = sent.body.id as number;
  const seen = async () =>
    (await call(request, 'GET', `/approval-requests/${id}`, { token: buyer })).body;
  const before = await seen();
  const profile = (
    (await call(request, 'GET', '/payments/get-payment-methods', { token: intruder.token }))
      .body as { paymentProfileId: string }[]
  )[0]?.paymentProfileId;
  await intruderGets404(request, [
    ['GET', `/approval-requests/${id}`],
    ['POST', `/approval-requests/${id}/withdraw`],
    ['POST', `/approval-requests/${id}/reject`, { reason: 'Hijacked' }],
    ['POST', `/approval-requests/${id}/move-to-cart`],
  ]);
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token: intruder.token,
      headers: orderKey(),
      data: {
        approvalRequestId: id,
        ...(profile ? { paymentProfileId: profile } : {}),
        firstName: 'Mallory',
        lastName: 'Intruder',
        address: '1 Elsewhere Rd',
        ...ELSEWHERE,
      },
    }),
    NOT_FOUND,
  );
  expect(await seen()).toEqual(before);
});
