import { type APIRequestContext } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import { expect, test } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  orderKey,
  pdfBytes,
  signIn,
  skipUnlessLocal,
} from './support';
import { createCompany, outbox, putStaleLines, type TestCompany } from '../support/test-accounts';

// Company accounts (docs/business-rules.md#company-accounts): each rule of the role table, on a
// fresh company per test (Owner, Buyer with a $2,000.00 limit, Estimator) made by the demo API.

test.beforeEach(() => skipUnlessLocal('needs a fresh company from the demo API (__dealers)'));

interface People {
  company: TestCompany;
  owner: string;
  buyer: string;
  estimator: string;
}

async function people(request: APIRequestContext): Promise<People> {
  const company = await createCompany(request);
  const token = async (a: { email: string; password: string }) =>
    (await signIn(request, a.email, a.password)).accessToken;
  return {
    company,
    owner: await token(company),
    buyer: await token(company.buyer),
    estimator: await token(company.estimator),
  };
}

/** 10 x TPW-B12 ($189) with tax is $2,003.40, over the Buyer's limit; 5 are $1,001.70. */
async function fillCart(request: APIRequestContext, token: string, quantity: number) {
  expectStatus(
    await call(request, 'POST', '/carts', { token, data: { productId: 101, quantity } }),
    200,
  );
}

const billing = {
  firstName: 'Dana',
  lastName: 'Miller',
  address: '100 Peachtree St NW',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
};

const cardOf = async (request: APIRequestContext, token: string) =>
  (
    (await call(request, 'GET', '/payments/get-payment-methods', { token })).body as {
      paymentProfileId: string;
    }[]
  )[0]!.paymentProfileId;

test("[getMe] says each person's role, limit and the company rule", async ({ request }) => {
  const p = await people(request);
  const me = async (token: string) => (await call(request, 'GET', '/accounts/me', { token })).body;
  expect(await me(p.owner)).toMatchObject({ companyRole: 'Owner', spendingLimit: null });
  expect(await me(p.buyer)).toMatchObject({
    companyRole: 'Buyer',
    spendingLimit: 2000,
    approvalThreshold: null,
    firstName: 'Casey',
    lastName: 'Ortiz',
  });
  expect(await me(p.estimator)).toMatchObject({ companyRole: 'Estimator', firstName: 'Jordan' });
});

test('[listCompanyUsers] the Owner sees everyone; a Buyer or Estimator is refused', async ({
  request,
}) => {
  const p = await people(request);
  const list = await call(request, 'GET', '/company/users', { token: p.owner });
  expectStatus(list, 200);
  expect(list.body.approvalThreshold).toBeNull();
  expect(list.body.users.map((u: { role: string; status: string }) => [u.role, u.status])).toEqual([
    ['Owner', 'Active'],
    ['Buyer', 'Active'],
    ['Estimator', 'Active'],
  ]);
  for (const token of [p.buyer, p.estimator])
    expectError(await call(request, 'GET', '/company/users', { token }), 403, /owner/);
});

test('[inviteCompanyUser] refuses bad input and an e-mail in use by name; the invite is e-mailed as an activation link', async ({
  request,
}) => {
  const p = await people(request);
  const before = (await call(request, 'GET', '/company/users', { token: p.owner })).body;
  const invite = (data: object, token = p.owner) =>
    call(request, 'POST', '/company/users', { token, data });
  expectRejected(
    await invite({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'nope',
      role: 'Buyer',
      spendingLimit: 10,
    }),
  );
  expectRejected(
    await invite({
      firstName: '',
      lastName: 'Rivera',
      email: 'sam@x.example.com',
      role: 'Buyer',
      spendingLimit: 10,
    }),
  );
  expectError(
    await invite({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@x.example.com',
      role: 'Buyer',
    }),
    400,
    'A Buyer needs a spending limit.',
  );
  expectError(
    await invite({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: p.company.buyer.email,
      role: 'Estimator',
    }),
    409,
    `${p.company.buyer.email} is already in use.`,
  );
  expectError(
    await invite(
      { firstName: 'Sam', lastName: 'Rivera', email: 'sam@x.example.com', role: 'Estimator' },
      p.buyer,
    ),
    403,
  );
  expect((await call(request, 'GET', '/company/users', { token: p.owner })).body).toEqual(before);

  const email = `sam-${Date.now()}@x.example.com`;
  const made = await invite({
    firstName: 'Sam',
    lastName: 'Rivera',
    email,
    role: 'Buyer',
    spendingLimit: 1500,
  });
  expectStatus(made, 201);
  expect(made.body).toMatchObject({ email, role: 'Buyer', spendingLimit: 1500, status: 'Invited' });
  expect(Date.parse(made.body.expiresAt) - Date.parse(made.body.invitedAt)).toBe(7 * 24 * 3600_000);
  const [mail] = await outbox(request, email);
  expect(mail!.link).toBe(`/activate-account/${made.body.id}`);
  const link = await call(request, 'GET', `/accounts/${made.body.id}/email`, { token: null });
  expectStatus(link, 200);
  expect(link.body.email).toBe(email);
  // The two-step activation of an invitation, then the new Buyer signs in.
  expectStatus(
    await call(request, 'POST', '/accounts/signup/activation/request', {
      token: null,
      data: { accountId: made.body.id },
    }),
    200,
  );
  expectStatus(
    await call(request, 'POST', '/accounts/signup/activation/confirm', {
      token: null,
      data: { accountId: made.body.id, code: '123456', password: 'Sam#20262026' },
    }),
    200,
  );
  const { accessToken } = await signIn(request, email, 'Sam#20262026');
  const me = await call(request, 'GET', '/accounts/me', { token: accessToken });
  expect(me.body).toMatchObject({ companyRole: 'Buyer', spendingLimit: 1500 });
});

test('[resendInvitation] [withdrawInvitation] an invitation is sent again or withdrawn, only while Invited', async ({
  request,
}) => {
  const p = await people(request);
  const email = `pat-${Date.now()}@x.example.com`;
  const made = await call(request, 'POST', '/company/users', {
    token: p.owner,
    data: { firstName: 'Pat', lastName: 'Lane', email, role: 'Estimator' },
  });
  expectStatus(made, 201);
  const id = made.body.id as string;
  expectError(
    await call(request, 'POST', `/company/users/${id}/resend-invitation`, { token: p.buyer }),
    403,
  );
  expectStatus(
    await call(request, 'POST', `/company/users/${id}/resend-invitation`, { token: p.owner }),
    200,
  );
  expect(await outbox(request, email)).toHaveLength(2);
  const buyerId = p.company.buyer.id;
  expectError(
    await call(request, 'POST', `/company/users/${buyerId}/resend-invitation`, { token: p.owner }),
    400,
  );
  expectError(await call(request, 'DELETE', `/company/users/${buyerId}`, { token: p.owner }), 400);
  expectError(await call(request, 'DELETE', `/company/users/${id}`, { token: p.estimator }), 403);
  expectStatus(await call(request, 'DELETE', `/company/users/${id}`, { token: p.owner }), 204);
  expectError(await call(request, 'GET', `/accounts/${id}/email`, { token: null }), 404);
  expectError(await call(request, 'DELETE', `/company/users/${id}`, { token: p.owner }), 404);
});

test('[updateCompanyUser] the Owner changes role and limit, and cannot demote themself', async ({
  request,
}) => {
  const p = await people(request);
  const path = `/company/users/${p.company.buyer.id}`;
  expectError(
    await call(request, 'PATCH', path, { token: p.buyer, data: { spendingLimit: 99999 } }),
    403,
  );
  const changed = await call(request, 'PATCH', path, {
    token: p.owner,
    data: { spendingLimit: 3000 },
  });
  expectStatus(changed, 200);
  expect(changed.body.spendingLimit).toBe(3000);
  const estimator = await call(request, 'PATCH', path, {
    token: p.owner,
    data: { role: 'Estimator' },
  });
  expect(estimator.body).toMatchObject({ role: 'Estimator', spendingLimit: null });
  expectError(await call(request, 'PATCH', path, { token: p.owner, data: { role: 'Owner' } }), 400);
  expectError(
    await call(request, 'PATCH', `/company/users/${p.company.id}`, {
      token: p.owner,
      data: { role: 'Buyer' },
    }),
    400,
    'You cannot change your own role.',
  );
});

test('[disableCompanyUser] [enableCompanyUser] [refreshToken] disabling ends the sessions at once and refuses the refresh token', async ({
  request,
}) => {
  const p = await people(request);
  const { accessToken, refreshToken } = await signIn(
    request,
    p.company.buyer.email,
    p.company.buyer.password,
  );
  const path = `/company/users/${p.company.buyer.id}`;
  expectError(await call(request, 'POST', `${path}/disable`, { token: p.estimator }), 403);
  expectError(
    await call(request, 'POST', `/company/users/${p.company.id}/disable`, { token: p.owner }),
    400,
    'You cannot disable yourself.',
  );
  const off = await call(request, 'POST', `${path}/disable`, { token: p.owner });
  expectStatus(off, 200);
  expect(off.body.status).toBe('Disabled');
  const DISABLED = 'Your account has been disabled. Please contact your company owner.';
  // Each refusal says it is the person's (code ACCOUNT_DISABLED), so the client can say so.
  const refusals = [
    [await call(request, 'GET', '/carts', { token: accessToken }), 401],
    [await call(request, 'GET', '/carts', { token: p.buyer }), 401],
    [
      await call(request, 'POST', '/accounts/refresh-token', {
        token: null,
        data: { refreshToken },
      }),
      401,
    ],
    [
      await call(request, 'POST', '/accounts/login', {
        token: null,
        data: { email: p.company.buyer.email, password: p.company.buyer.password },
      }),
      400,
    ],
  ] as const;
  for (const [answer, status] of refusals) {
    expectError(answer, status, DISABLED);
    expect(answer.body.code).toBe('ACCOUNT_DISABLED');
  }
  // An expired or unknown token is not the person's doing: no code.
  const unknown = await call(request, 'GET', '/carts', { token: 'no-such-token' });
  expectError(unknown, 401);
  expect(unknown.body.code).toBeUndefined();
  const on = await call(request, 'POST', `${path}/enable`, { token: p.owner });
  expect(on.body.status).toBe('Active');
  // The old session stays ended; a new sign-in works.
  expectError(await call(request, 'GET', '/carts', { token: accessToken }), 401);
  const again = await signIn(request, p.company.buyer.email, p.company.buyer.password);
  expectStatus(await call(request, 'GET', '/carts', { token: again.accessToken }), 200);
});

test("[updateCompanyRule] [checkout] the company rule and the Buyer's limit stop an order; under them the Buyer orders", async ({
  request,
}) => {
  const p = await people(request);
  expectError(
    await call(request, 'PUT', '/company/rule', { token: p.buyer, data: { approvalThreshold: 1 } }),
    403,
  );
  await fillCart(request, p.buyer, 10);
  const cartBefore = (await call(request, 'GET', '/carts', { token: p.buyer })).body;
  const pay = { paymentProfileId: await cardOf(request, p.buyer), poNumber: 'PO-B1', ...billing };
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token: p.buyer,
      data: pay,
      headers: orderKey(),
    }),
    403,
    'Orders over $2,000.00 need approval.',
  );
  expect((await call(request, 'GET', '/carts', { token: p.buyer })).body).toEqual(cartBefore);
  expectStatus(await call(request, 'DELETE', '/carts', { token: p.buyer }), 204);
  await fillCart(request, p.buyer, 5);
  const rule = await call(request, 'PUT', '/company/rule', {
    token: p.owner,
    data: { approvalThreshold: 500 },
  });
  expectStatus(rule, 200);
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token: p.buyer,
      data: pay,
      headers: orderKey(),
    }),
    403,
    'Orders over $500.00 need approval.',
  );
  expectStatus(
    await call(request, 'PUT', '/company/rule', {
      token: p.owner,
      data: { approvalThreshold: null },
    }),
    200,
  );
  const placed = await call(request, 'POST', '/orders/checkout', {
    token: p.buyer,
    data: pay,
    headers: orderKey(),
  });
  expectStatus(placed, 201);
  // The Owner sees the Buyer's order with who made it; the Buyer sees only their own.
  const ownerOrders = (await call(request, 'GET', '/orders?page=1', { token: p.owner })).body
    .orders;
  expect(ownerOrders[0]).toMatchObject({ id: placed.body.orderId, orderedBy: 'Casey Ortiz' });
  const buyerOrders = (await call(request, 'GET', '/orders?page=1', { token: p.buyer })).body
    .orders;
  expect(buyerOrders.map((o: { id: number }) => o.id)).toEqual([placed.body.orderId]);
});

test('[checkout] an Estimator never places an order, and the cart stays as it was', async ({
  request,
}) => {
  const p = await people(request);
  await fillCart(request, p.estimator, 1);
  const before = (await call(request, 'GET', '/carts', { token: p.estimator })).body;
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token: p.estimator,
      headers: orderKey(),
      data: {
        poNumber: 'X',
        ...billing,
        cardNumber: '4111111111111111',
        expirationDate: '2030-01',
        cvv: '123',
      },
    }),
    403,
    'Estimators cannot place orders. Please submit for approval.',
  );
  const after = await call(request, 'GET', '/carts', { token: p.estimator });
  expect(after.body).toEqual(before);
  const orders = await call(request, 'GET', '/orders?page=1', { token: p.estimator });
  expect(orders.body.orders).toEqual([]);
});

test('[listAddresses] [createAddress] [listPaymentMethods] [savePaymentInfo] [deleteAddress] the Owner manages addresses and cards, a Buyer uses them, an Estimator sees the addresses', async ({
  request,
}) => {
  const p = await people(request);
  const ownerBook = (await call(request, 'GET', '/address-books/all', { token: p.owner })).body;
  for (const token of [p.buyer, p.estimator])
    expect((await call(request, 'GET', '/address-books/all', { token })).body).toEqual(ownerBook);
  expectStatus(
    await call(request, 'GET', '/payments/get-payment-methods', { token: p.buyer }),
    200,
  );
  expectError(
    await call(request, 'GET', '/payments/get-payment-methods', { token: p.estimator }),
    403,
  );
  const address = {
    customerName: 'Casey Ortiz',
    companyName: 'Miller Kitchens',
    phoneNumber: '404-555-0101',
    addressLine1: '1 Main St',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
  };
  for (const token of [p.buyer, p.estimator]) {
    expectError(await call(request, 'POST', '/address-books', { token, data: address }), 403);
    expectError(
      await call(request, 'DELETE', `/address-books/${ownerBook.addresses[0].id}`, { token }),
      403,
    );
    expectError(
      await call(request, 'POST', '/payments/save-payment-info', {
        token,
        data: { cardNumber: '4111111111111111', expirationDate: '2030-01', cvv: '123', ...billing },
      }),
      403,
    );
  }
  expect((await call(request, 'GET', '/address-books/all', { token: p.owner })).body).toEqual(
    ownerBook,
  );
});

test("[listQuotes] [getQuote] [switchToQuote] the Owner sees everyone's quotes with who made each; others their own", async ({
  request,
}) => {
  const p = await people(request);
  await fillCart(request, p.estimator, 2);
  const saved = await call(request, 'POST', '/carts/switch-to-quote', { token: p.estimator });
  expectStatus(saved, 200);
  const ownerQuotes = (await call(request, 'GET', '/carts/all-quotes', { token: p.owner })).body;
  expect(ownerQuotes.find((q: { id: number }) => q.id === saved.body.id)).toMatchObject({
    createdBy: 'Jordan Lee',
  });
  const opened = await call(request, 'GET', `/carts/${saved.body.id}`, { token: p.owner });
  expectStatus(opened, 200);
  expect(opened.body.createdBy).toBe('Jordan Lee');
  // Its author's own view names nobody; the Owner only reads it: changing it is its author's.
  const own = await call(request, 'GET', `/carts/${saved.body.id}`, { token: p.estimator });
  expect(own.body.createdBy ?? null).toBeNull();
  expectError(
    await call(request, 'PATCH', `/carts/${saved.body.id}`, {
      token: p.owner,
      data: { poNumber: 'OWNER' },
    }),
    404,
  );
  const buyerQuotes = (await call(request, 'GET', '/carts/all-quotes', { token: p.buyer })).body;
  expect(buyerQuotes).toEqual([]);
  expectError(await call(request, 'GET', `/carts/${saved.body.id}`, { token: p.buyer }), 404);
});

test('[submitForApproval] [listApprovalRequests] [getApprovalRequest] [checkout] a Buyer over the limit submits; the Owner approves by paying; the order names both', async ({
  request,
}) => {
  const p = await people(request);
  expectError(await call(request, 'POST', '/approval-requests', { token: p.owner, data: {} }), 403);
  expectError(await call(request, 'POST', '/approval-requests', { token: p.buyer, data: {} }), 400);
  await fillCart(request, p.buyer, 10);
  const sent = await call(request, 'POST', '/approval-requests', {
    token: p.buyer,
    data: { note: 'For the Hill kitchen', poNumber: 'PO-HILL' },
  });
  expectStatus(sent, 201);
  expect(sent.body).toMatchObject({
    status: 'PENDING_APPROVAL',
    note: 'For the Hill kitchen',
    requestedBy: { name: 'Casey Ortiz' },
    totalPrice: 2003.4,
  });
  expect((await call(request, 'GET', '/carts', { token: p.buyer })).body.items).toEqual([]);
  // Editing the cart afterwards does not change the request.
  await fillCart(request, p.buyer, 1);
  const pending = await call(request, 'GET', '/approval-requests?status=PENDING_APPROVAL', {
    token: p.owner,
  });
  expect(pending.body.map((r: { id: number }) => r.id)).toEqual([sent.body.id]);
  expect(pending.body[0].items[0].quantity).toBe(10);
  expectError(
    await call(request, 'GET', `/approval-requests/${sent.body.id}`, { token: p.estimator }),
    404,
  );
  expectStatus(
    await call(request, 'GET', `/approval-requests/${sent.body.id}`, { token: p.buyer }),
    200,
  );

  const pay = {
    approvalRequestId: sent.body.id,
    paymentProfileId: await cardOf(request, p.owner),
    ...billing,
  };
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token: p.buyer,
      data: pay,
      headers: orderKey(),
    }),
    403,
  );
  const ownerCart = (await call(request, 'GET', '/carts', { token: p.owner })).body;
  const placed = await call(request, 'POST', '/orders/checkout', {
    token: p.owner,
    data: pay,
    headers: orderKey(),
  });
  expectStatus(placed, 201);
  expect(placed.body.poNumber).toBe('PO-HILL');
  expect((await call(request, 'GET', '/carts', { token: p.owner })).body).toEqual(ownerCart);
  const again = await call(request, 'POST', '/orders/checkout', {
    token: p.owner,
    data: pay,
    headers: orderKey(),
  });
  expect([409]).toContain(again.status);
  const done = (
    await call(request, 'GET', `/approval-requests/${sent.body.id}`, { token: p.buyer })
  ).body;
  expect(done).toMatchObject({
    status: 'APPROVED',
    decidedBy: 'Dana Miller',
    orderId: placed.body.orderId,
  });
  const buyerOrders = (await call(request, 'GET', '/orders?page=1', { token: p.buyer })).body
    .orders;
  expect(buyerOrders[0]).toMatchObject({
    id: placed.body.orderId,
    approval: { requestedBy: 'Casey Ortiz', approvedBy: 'Dana Miller' },
  });
});

test('[checkout] a line that became short blocks the approval and is named', async ({
  request,
}) => {
  const p = await people(request);
  await putStaleLines(request, p.company.buyer.email, [{ sku: 'TPW-B12', quantity: 30 }]);
  const sent = await call(request, 'POST', '/approval-requests', { token: p.buyer, data: {} });
  expectStatus(sent, 201);
  const refused = await call(request, 'POST', '/orders/checkout', {
    token: p.owner,
    headers: orderKey(),
    data: {
      approvalRequestId: sent.body.id,
      paymentProfileId: await cardOf(request, p.owner),
      ...billing,
    },
  });
  expectError(refused, 400, /TPW-B12/);
  expect(refused.body.lines[0].sku).toBe('TPW-B12');
  const still = await call(request, 'GET', `/approval-requests/${sent.body.id}`, {
    token: p.owner,
  });
  expect(still.body.status).toBe('PENDING_APPROVAL');
});

test("[rejectApprovalRequest] [moveApprovalRequestToCart] an Estimator's request is rejected with a reason, moved back to the cart and submitted again", async ({
  request,
}) => {
  const p = await people(request);
  await fillCart(request, p.estimator, 3);
  const sent = await call(request, 'POST', '/approval-requests', { token: p.estimator, data: {} });
  const path = `/approval-requests/${sent.body.id}`;
  expectError(
    await call(request, 'POST', `${path}/reject`, { token: p.estimator, data: { reason: 'No' } }),
    403,
  );
  expectRejected(
    await call(request, 'POST', `${path}/reject`, { token: p.owner, data: { reason: '' } }),
  );
  expectError(await call(request, 'POST', `${path}/move-to-cart`, { token: p.estimator }), 409);
  const rejected = await call(request, 'POST', `${path}/reject`, {
    token: p.owner,
    data: { reason: 'Use the Shaker doors instead.' },
  });
  expectStatus(rejected, 200);
  expect(rejected.body).toMatchObject({
    status: 'REJECTED',
    reason: 'Use the Shaker doors instead.',
  });
  expectError(
    await call(request, 'POST', `${path}/reject`, { token: p.owner, data: { reason: 'x' } }),
    409,
  );
  expectError(await call(request, 'POST', `${path}/move-to-cart`, { token: p.owner }), 403);
  const moved = await call(request, 'POST', `${path}/move-to-cart`, { token: p.estimator });
  expectStatus(moved, 200);
  expect(moved.body.movedToCart).toBe(true);
  const cart = (await call(request, 'GET', '/carts', { token: p.estimator })).body;
  expect(cart.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
    ['TPW-B12', 3],
  ]);
  expectError(await call(request, 'POST', `${path}/move-to-cart`, { token: p.estimator }), 409);
  expectStatus(
    await call(request, 'POST', '/approval-requests', {
      token: p.estimator,
      data: { note: 'Shaker now' },
    }),
    201,
  );
});

test('[withdrawApprovalRequest] the requester withdraws a pending request, once', async ({
  request,
}) => {
  const p = await people(request);
  await fillCart(request, p.buyer, 10);
  const sent = await call(request, 'POST', '/approval-requests', { token: p.buyer, data: {} });
  const path = `/approval-requests/${sent.body.id}/withdraw`;
  expectError(await call(request, 'POST', path, { token: p.owner }), 403);
  const out = await call(request, 'POST', path, { token: p.buyer });
  expectStatus(out, 200);
  expect(out.body.status).toBe('WITHDRAWN');
  expectError(await call(request, 'POST', path, { token: p.buyer }), 409);
  expect(
    (await call(request, 'GET', '/approval-requests?status=PENDING_APPROVAL', { token: p.owner }))
      .body,
  ).toEqual([]);
});

test("[startActing] [listDealers] staff acting as a dealer act as its Owner; a company's people are not dealers to act as", async ({
  request,
}) => {
  const p = await people(request);
  const { accessToken: staff } = await signIn(request, 'staff@example.com', 'Staff#2026');
  const search = encodeURIComponent(p.company.buyer.email);
  const found = await call(request, 'GET', `/staff/dealers?search=${search}`, { token: staff });
  expect(found.body.dealers).toEqual([]);
  expectError(
    await call(request, 'POST', '/staff/acting', {
      token: staff,
      data: { accountId: p.company.buyer.id },
    }),
    404,
  );
  const acting = await call(request, 'POST', '/staff/acting', {
    token: staff,
    data: { accountId: p.company.id },
  });
  expectStatus(acting, 200);
  const token = acting.body.accessToken as string;
  expect((await call(request, 'GET', '/accounts/me', { token })).body.companyRole).toBe('Owner');
  expectStatus(await call(request, 'GET', '/company/users', { token }), 200);
});

test('[checkout] [rejectApprovalRequest] two approvals of one request at once place one order; the request is then decided', async ({
  request,
}) => {
  const p = await people(request);
  await fillCart(request, p.buyer, 10);
  const sent = await call(request, 'POST', '/approval-requests', { token: p.buyer, data: {} });
  expectStatus(sent, 201);
  const pay = {
    approvalRequestId: sent.body.id,
    paymentProfileId: await cardOf(request, p.owner),
    ...billing,
  };
  // Two tabs (or two clicks with fresh keys) approve the same request in the same moment.
  const both = await Promise.all(
    [1, 2].map(() =>
      call(request, 'POST', '/orders/checkout', { token: p.owner, data: pay, headers: orderKey() }),
    ),
  );
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  // A fresh company: the only order placed on approval is this one, and there is one.
  const onApproval = (
    (await call(request, 'GET', '/orders?page=1', { token: p.owner })).body.orders as {
      id: number;
      approval?: unknown;
    }[]
  ).filter((o) => o.approval);
  expect(onApproval).toHaveLength(1);
  // Its invoice names both, as its detail does.
  const invoice = await call(request, 'GET', `/orders/${onApproval[0]!.id}/download`, {
    token: p.owner,
  });
  expectStatus(invoice, 200);
  expect(pdfText(pdfBytes(invoice.body.pdf))).toContain(
    'Requested by Casey Ortiz, approved by Dana Miller',
  );
  expectError(
    await call(request, 'POST', `/approval-requests/${sent.body.id}/reject`, {
      token: p.owner,
      data: { reason: 'Too late' },
    }),
    409,
  );
  expect(
    (await call(request, 'GET', `/approval-requests/${sent.body.id}`, { token: p.owner })).body,
  ).toMatchObject({ status: 'APPROVED', orderId: onApproval[0]!.id });
});
