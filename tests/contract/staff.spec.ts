import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import { expect, test, type ContractDealer } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  orderKey,
  pdfBytes,
  signIn,
} from './support';

// Staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer): only staff list
// dealers and start acting; the acting session is the dealer's with the staff member recorded;
// staff not acting place no order; stop and sign-out end it. Elsewhere than the local stack a
// staff account is needed: CONTRACT_STAFF_EMAIL / CONTRACT_STAFF_PASSWORD.

const staffEmail = process.env.CONTRACT_STAFF_EMAIL ?? 'staff@example.com';
const staffPassword = process.env.CONTRACT_STAFF_PASSWORD ?? 'Staff#2026';

test.beforeEach(() => {
  test.skip(
    !isLocal && !process.env.CONTRACT_STAFF_EMAIL,
    'needs a staff account: CONTRACT_STAFF_EMAIL / CONTRACT_STAFF_PASSWORD',
  );
});

const staffSignIn = (request: APIRequestContext) => signIn(request, staffEmail, staffPassword);

async function dealerId(request: APIRequestContext, token: string, email: string) {
  const r = await call(request, 'GET', `/staff/dealers?search=${encodeURIComponent(email)}`, {
    token,
  });
  expectStatus(r, 200);
  const found = (r.body.dealers as { accountId: string; email: string }[]).find(
    (d) => d.email === email,
  );
  expect(found, `${email} in the dealer list`).toBeDefined();
  return found!.accountId;
}

/** Signs staff in and starts acting as the dealer; answers the acting session. */
async function actAs(request: APIRequestContext, dealer: ContractDealer) {
  const { accessToken } = await staffSignIn(request);
  const accountId = await dealerId(request, accessToken, dealer.email);
  const r = await call(request, 'POST', '/staff/acting', {
    token: accessToken,
    data: { accountId },
  });
  expectStatus(r, 200);
  return { staffToken: accessToken, acting: r.body as Record<string, string> };
}

test('[login] answers the role: staff for staff, dealer for a dealer', async ({
  request,
  dealer,
}) => {
  for (const [email, password, role] of [
    [staffEmail, staffPassword, 'staff'],
    [dealer.email, dealer.password, 'dealer'],
  ]) {
    const r = await call(request, 'POST', '/accounts/login', { data: { email, password } });
    expectStatus(r, 200);
    expect(r.body.role).toBe(role);
  }
});

test('[listDealers] finds a dealer by e-mail or company, a page at a time', async ({
  request,
  dealer,
}) => {
  const { accessToken: token } = await staffSignIn(request);
  const byEmail = await call(request, 'GET', `/staff/dealers?search=${dealer.email}`, { token });
  expectStatus(byEmail, 200);
  expect(byEmail.body).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1 });
  expect(byEmail.body.dealers[0]).toMatchObject({
    email: dealer.email,
    accountId: expect.any(String),
  });
  const company = byEmail.body.dealers[0].companyName as string;
  const byCompany = await call(
    request,
    'GET',
    `/staff/dealers?search=${encodeURIComponent(company.toUpperCase())}&page=1`,
    { token },
  );
  expectStatus(byCompany, 200);
  expect(byCompany.body.dealers.length).toBeGreaterThan(0);
  expect(byCompany.body.dealers.length).toBeLessThanOrEqual(10);
  for (const d of byCompany.body.dealers) expect(d.companyName).toBe(company);
  expectRejected(await call(request, 'GET', '/staff/dealers?page=0', { token }));
});

test("[listDealers] [startActing] a dealer's token gets 403 and nothing starts", async ({
  request,
  dealer,
  otherDealer,
}) => {
  const { accessToken: token } = await signIn(request, dealer.email, dealer.password);
  expectError(await call(request, 'GET', '/staff/dealers', { token }), 403);
  const staff = await staffSignIn(request);
  const target = await dealerId(request, staff.accessToken, otherDealer.email);
  expectError(
    await call(request, 'POST', '/staff/acting', { token, data: { accountId: target } }),
    403,
  );
  // The dealer's own session is untouched.
  const me = await call(request, 'GET', '/accounts/me', { token });
  expect(me.body.email).toBe(dealer.email);
  expectStatus(await call(request, 'GET', '/staff/dealers'), 401);
});

test("[startActing] the session is the dealer's, marked as impersonated; unknown dealers are 404", async ({
  request,
  dealer,
}) => {
  const staff = await staffSignIn(request);
  const unknown = await call(request, 'POST', '/staff/acting', {
    token: staff.accessToken,
    data: { accountId: 'no-such-dealer' },
  });
  expectError(unknown, 404);
  const { staffToken, acting } = await actAs(request, dealer);
  expect(acting).toEqual({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    isImpersonated: true,
    impersonatedEmail: dealer.email,
    staffEmail,
  });
  const me = await call(request, 'GET', '/accounts/me', { token: acting.accessToken });
  expect(me.body.email).toBe(dealer.email);
  // One session at a time: the staff session that started it has ended.
  expectError(await call(request, 'GET', '/accounts/me', { token: staffToken }), 401);
  // While acting, staff operations are refused.
  expectError(await call(request, 'GET', '/staff/dealers', { token: acting.accessToken }), 403);
  // A refresh keeps the session acting.
  const refreshed = await call(request, 'POST', '/accounts/refresh-token', {
    data: { refreshToken: acting.refreshToken },
  });
  expectStatus(refreshed, 200);
  const again = await call(request, 'POST', '/staff/acting/stop', {
    token: refreshed.body.accessToken,
  });
  expectStatus(again, 200);
  expect(again.body.isImpersonated).toBe(false);
});

test('[checkout] [getCart] staff not acting place no order and have no cart: 403', async ({
  request,
}) => {
  const { accessToken: token } = await staffSignIn(request);
  expectError(
    await call(request, 'GET', '/carts', { token }),
    403,
    'Please act as a dealer first.',
  );
  expectError(
    await call(request, 'POST', '/orders/checkout', {
      token,
      data: { paymentProfileId: 'x' },
      headers: orderKey(),
    }),
    403,
  );
});

test('[checkout] [downloadInvoice] an order placed while acting names the staff member, in the list and the invoice', async ({
  request,
  dealer,
}) => {
  test.skip(!isLocal, 'places an order');
  const { acting } = await actAs(request, dealer);
  const token = acting.accessToken;
  expectStatus(
    await call(request, 'POST', '/carts', { token, data: { productId: 101, quantity: 1 } }),
    200,
  );
  const placed = await call(request, 'POST', '/orders/checkout', {
    token,
    data: { paymentProfileId: dealer.seed!.paymentProfileId },
    headers: orderKey(),
  });
  expectStatus(placed, 201);
  const orders = await call(request, 'GET', '/orders?page=1', { token });
  const order = orders.body.orders.find((o: { id: number }) => o.id === placed.body.orderId);
  expect(order.placedBy).toEqual({ staffEmail, dealerCompany: expect.any(String) });
  const invoice = await call(request, 'GET', `/orders/${placed.body.orderId}/download`, { token });
  expectStatus(invoice, 200);
  expect(pdfText(pdfBytes(invoice.body.pdf))).toContain(
    `Placed by ${staffEmail} for ${order.placedBy.dealerCompany}`,
  );
});

test('[stopActing] returns to the staff session and ends the acting one; a session not acting gets 403', async ({
  request,
  dealer,
}) => {
  const { acting } = await actAs(request, dealer);
  const stopped = await call(request, 'POST', '/staff/acting/stop', { token: acting.accessToken });
  expectStatus(stopped, 200);
  expect(stopped.body).toMatchObject({
    isImpersonated: false,
    impersonatedEmail: null,
    staffEmail,
  });
  expectError(await call(request, 'GET', '/carts', { token: acting.accessToken }), 401);
  expectError(
    await call(request, 'POST', '/accounts/refresh-token', {
      data: { refreshToken: acting.refreshToken },
    }),
    401,
  );
  const back = await call(request, 'GET', '/staff/dealers', { token: stopped.body.accessToken });
  expectStatus(back, 200);
  expectError(
    await call(request, 'POST', '/staff/acting/stop', { token: stopped.body.accessToken }),
    403,
  );
  const own = await signIn(request, dealer.email, dealer.password);
  expectError(await call(request, 'POST', '/staff/acting/stop', { token: own.accessToken }), 403);
});

test('[logout] signing out while acting ends the acting session', async ({ request, dealer }) => {
  const { acting } = await actAs(request, dealer);
  expectStatus(
    await call(request, 'POST', '/accounts/logout', {
      data: { refreshToken: acting.refreshToken },
    }),
    200,
  );
  expectError(await call(request, 'GET', '/carts', { token: acting.accessToken }), 401);
});
