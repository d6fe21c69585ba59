import type { IncomingHttpHeaders } from 'node:http';
import * as accounts from './handlers/accounts';
import * as addresses from './handlers/addresses';
import * as approvals from './handlers/approvals';
import * as company from './handlers/company';
import * as cart from './handlers/cart';
import * as orders from './handlers/orders';
import * as orderKeys from './handlers/order-keys';
import * as payments from './handlers/payments';
import * as products from './handlers/products';
import * as staff from './handlers/staff';
import * as styles from './handlers/styles';
import * as verification from './handlers/verification';
import { HttpError } from './lib/http';
import type { Ctx, World } from './lib/context';
import type { State } from './state';
import type { paths } from '../src/api/schema.gen';
import type { OperationId, ReplyOf } from './lib/types';
import { asObject } from './lib/validate';
import { seedState } from './data/seed';
import { createTestAccount } from './data/test-accounts';
import { putTestLines } from './data/test-lines';
import { changeTestQuote } from './data/test-quote';
import * as quotePricing from './handlers/quote-pricing';
import * as quoteToCart from './handlers/quote-to-cart';
import * as pricingRequests from './handlers/pricing-requests';

type Handler<K extends OperationId> = (ctx: Ctx) => ReplyOf<K> | Promise<ReplyOf<K>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route<K extends OperationId> {
  method: Method;
  path: string;
  handler: Handler<K>;
}

/** The contract's paths that have an operation for this method: a typo does not compile. */
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends undefined ? never : P;
}[keyof paths];

const on =
  <M extends Method>(method: M) =>
  <K extends OperationId>(path: PathOf<M>, handler: Handler<K>): Route<K> => ({
    method,
    path,
    handler,
  });
const get = on('GET');
const post = on('POST');
const put = on('PUT');
const patch = on('PATCH');
const del = on('DELETE');

/**
 * One entry per operationId of openapi.yaml: a new operation in the contract does not compile
 * until the mock implements it, and each handler may only answer the statuses and bodies the
 * contract declares for it.
 */
const routes: { [K in OperationId]: Route<K> } = {
  login: post('/accounts/login', accounts.login),
  completeNewPassword: post('/accounts/complete-new-password', accounts.completeNewPassword),
  refreshToken: post('/accounts/refresh-token', accounts.refreshToken),
  logout: post('/accounts/logout', accounts.logout),
  getMe: get('/accounts/me', accounts.getMe),
  updateAccountInfo: put('/accounts/update-account-info', accounts.updateAccountInfo),
  signup: post('/accounts/signup', accounts.signup),
  getAccountEmail: get('/accounts/{accountId}/email', verification.getAccountEmail),
  requestActivation: post('/accounts/signup/activation/request', verification.requestActivation),
  confirmActivation: post('/accounts/signup/activation/confirm', verification.confirmActivation),
  requestPasswordReset: post('/accounts/password-reset/request', verification.requestPasswordReset),
  confirmPasswordReset: post('/accounts/password-reset/confirm', verification.confirmPasswordReset),
  contactUs: post('/contact-us', accounts.contactUs),
  listProducts: get('/products', products.listProducts),
  searchProducts: get('/products/search', products.searchProducts),
  lookupProducts: post('/products/lookup', products.lookupProducts),
  lookupStyles: post('/products/style-lookup', styles.lookupStyles),
  syncProductStock: post('/products/sync-product-stock', products.syncProductStock),
  orderSample: post('/products/order-sample', products.orderSample),
  getProduct: get('/products/{productId}', products.getProduct),
  getCart: get('/carts', cart.getCart),
  updateCart: post('/carts', cart.updateCart),
  clearCart: del('/carts', cart.clearCart),
  switchToQuote: post('/carts/switch-to-quote', cart.switchToQuote),
  listQuotes: get('/carts/all-quotes', cart.listQuotes),
  switchToCart: put('/carts/switch-to-cart/{id}', quoteToCart.switchToCart),
  getQuote: get('/carts/{id}', cart.getQuote),
  renameQuote: patch('/carts/{id}', cart.renameQuote),
  deleteQuote: del('/carts/{id}', cart.deleteQuote),
  deleteQuoteItem: del('/carts/{id}/items/{cartItemId}', cart.deleteQuoteItem),
  getQuotePdf: get('/carts/{id}/pdf', cart.getQuotePdf),
  requestQuotePricing: post('/carts/{id}/pricing-request', quotePricing.requestQuotePricing),
  withdrawQuotePricing: post(
    '/carts/{id}/pricing-request/withdraw',
    quotePricing.withdrawQuotePricing,
  ),
  acceptQuoteOffer: post('/carts/{id}/offer/accept', quotePricing.acceptQuoteOffer),
  askQuoteAgain: post('/carts/{id}/offer/ask-again', quotePricing.askQuoteAgain),
  getStyleComparisonPdf: post('/carts/style-comparison/pdf', styles.getStyleComparisonPdf),
  validateCoupon: post('/coupons/validate', cart.validateCoupon),
  listPaymentMethods: get('/payments/get-payment-methods', payments.listPaymentMethods),
  savePaymentInfo: post('/payments/save-payment-info', payments.savePaymentInfo),
  updatePaymentMethod: post('/payments/update-payment-method', payments.updatePaymentMethod),
  deletePaymentMethod: del(
    '/payments/delete-payment-method/{paymentProfileId}',
    payments.deletePaymentMethod,
  ),
  createAddress: post('/address-books', addresses.createAddress),
  updateAddress: put('/address-books', addresses.updateAddress),
  listAddresses: get('/address-books/all', addresses.listAddresses),
  deleteAddress: del('/address-books/{id}', addresses.deleteAddress),
  listOrders: get('/orders', orders.listOrders),
  downloadInvoice: get('/orders/{id}/download', orders.downloadInvoice),
  checkout: post('/orders/checkout', orders.checkout),
  checkLockStatus: get('/orders/check-lock-status', orders.checkLockStatus),
  getCheckoutOutcome: get('/orders/checkout/{orderKey}', orderKeys.getCheckoutOutcome),
  getMaintenance: get('/maintenance', accounts.getMaintenance),
  listDealers: get('/staff/dealers', staff.listDealers),
  startActing: post('/staff/acting', staff.startActing),
  stopActing: post('/staff/acting/stop', staff.stopActing),
  listPricingRequests: get('/staff/pricing-requests', pricingRequests.listPricingRequests),
  getPricingRequest: get('/staff/pricing-requests/{id}', pricingRequests.getPricingRequest),
  sendQuoteOffer: post('/staff/pricing-requests/{id}/offer', pricingRequests.sendQuoteOffer),
  listCompanyUsers: get('/company/users', company.listCompanyUsers),
  inviteCompanyUser: post('/company/users', company.inviteCompanyUser),
  updateCompanyUser: patch('/company/users/{userId}', company.updateCompanyUser),
  withdrawInvitation: del('/company/users/{userId}', company.withdrawInvitation),
  resendInvitation: post('/company/users/{userId}/resend-invitation', company.resendInvitation),
  disableCompanyUser: post('/company/users/{userId}/disable', company.disableCompanyUser),
  enableCompanyUser: post('/company/users/{userId}/enable', company.enableCompanyUser),
  updateCompanyRule: put('/company/rule', company.updateCompanyRule),
  listApprovalRequests: get('/approval-requests', approvals.listApprovalRequests),
  submitForApproval: post('/approval-requests', approvals.submitForApproval),
  getApprovalRequest: get('/approval-requests/{requestId}', approvals.getApprovalRequest),
  withdrawApprovalRequest: post(
    '/approval-requests/{requestId}/withdraw',
    approvals.withdrawApprovalRequest,
  ),
  rejectApprovalRequest: post(
    '/approval-requests/{requestId}/reject',
    approvals.rejectApprovalRequest,
  ),
  moveApprovalRequestToCart: post(
    '/approval-requests/{requestId}/move-to-cart',
    approvals.moveApprovalRequestToCart,
  ),
};

type AnyReply = { status: number | string; body: unknown; headers?: Record<string, string> };
interface AnyRoute {
  method: string;
  path: string;
  handler: (ctx: Ctx) => AnyReply | Promise<AnyReply>;
}
interface Compiled extends Omit<AnyRoute, 'path'> {
  operationId: string;
  regex: RegExp;
  names: string[];
  literal: boolean;
}

// Literal paths are tried before templated ones (/carts/all-quotes before /carts/{id}), as OpenAPI asks.
const table: Compiled[] = (Object.entries(routes) as unknown as [string, AnyRoute][])
  .map(([operationId, r]): Compiled => {
    const names: string[] = [];
    const pattern = r.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return {
      operationId,
      method: r.method,
      regex: new RegExp(`^${pattern}$`),
      names,
      handler: r.handler,
      literal: names.length === 0,
    };
  })
  .sort((a, b) => Number(b.literal) - Number(a.literal));

export const operationCount = table.length;

function match(method: string, pathname: string) {
  for (const r of table) {
    if (r.method !== method) continue;
    const m = r.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.names.forEach((n, i) => {
      try {
        params[n] = decodeURIComponent(m[i + 1]!);
      } catch {
        params[n] = m[i + 1]!;
      }
    });
    return { route: r, params };
  }
  return null;
}

/** Test-only endpoints on the mock's own port (docs/demo.md); not part of the contract. */
function testEndpoint(world: World, method: string, url: URL, body: unknown) {
  const pathname = url.pathname;
  if (method === 'GET' && pathname === '/__outbox') {
    const to = (url.searchParams.get('to') ?? '').trim().toLowerCase();
    const messages = world.state.outbox.filter((m) => !to || m.to.toLowerCase() === to);
    return { status: 200, body: { messages } };
  }
  if (method === 'POST' && pathname === '/__reset') {
    world.state = seedState(world.catalog.all, world.clock());
    world.limits.clear();
    world.codes.clear();
    return { status: 200, body: { ok: true } };
  }
  if (method === 'POST' && pathname === '/__dealers')
    return {
      status: 201,
      body: createTestAccount(world.state, world.catalog.all, body, world.clock()),
    };
  if (method === 'POST' && pathname === '/__lines') {
    const target = putTestLines(world.state, world.catalog.bySku, body);
    return { status: 200, body: { items: target.items } };
  }
  if (method === 'POST' && pathname === '/__quote')
    return {
      status: 200,
      body: changeTestQuote(world.state, world.catalog.byId, body, world.clock()),
    };
  if (method === 'POST' && pathname === '/__maintenance') {
    const b = asObject(body);
    if (typeof b.isMaintenance !== 'boolean')
      throw new HttpError(400, 'isMaintenance must be true or false.');
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    world.state.maintenance = {
      isMaintenance: b.isMaintenance,
      maintenanceTitle: text(b.maintenanceTitle),
      maintenanceDescription: text(b.maintenanceDescription),
    };
    return { status: 200, body: world.state.maintenance };
  }
  return null;
}

// Requests are read concurrently but handled one at a time, so a change can be undone without
// touching anybody else's: see `handle`.
const queues = new WeakMap<World, Promise<unknown>>();

function exclusive<T>(world: World, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(world) ?? Promise.resolve()).then(work);
  queues.set(
    world,
    run.catch(() => undefined),
  );
  return run;
}

export type Outcome = { status: number; body: unknown; headers?: Record<string, string> };

/** A request as the mock sees it, whether it came over HTTP or from MSW in the same process. */
export interface MockRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The caller, for the limits (see router.ts). */
  client: string;
}

/** The contract check the HTTP server runs first; in a browser (Ladle) there is none. */
export type ContractCheck = (
  operationId: string,
  input: {
    params: Record<string, string>;
    query: URLSearchParams;
    body: unknown;
    authorization: string | undefined;
  },
) => { status: number; error: string } | null;

async function dispatch(
  world: World,
  req: MockRequest,
  kept: ((state: State) => void)[],
  check?: ContractCheck,
): Promise<Outcome> {
  const { method, url, body } = req;
  const special = testEndpoint(world, method, url, body);
  if (special) return special;
  const found = match(method, url.pathname);
  if (!found) return { status: 404, body: { error: 'Not found.' } };
  const refused = check?.(found.route.operationId, {
    params: found.params,
    query: url.searchParams,
    body,
    authorization: req.headers.authorization,
  });
  if (refused) return { status: refused.status, body: { error: refused.error } };
  const ctx: Ctx = {
    world,
    state: world.state,
    catalog: world.catalog,
    params: found.params,
    query: url.searchParams,
    body,
    headers: req.headers,
    client: req.client,
    now: world.clock(),
    keep: (change) => kept.push(change),
  };
  const reply = await found.route.handler(ctx);
  if (Number(reply.status) < 400) staff.recordActing(ctx, method, found.route.operationId);
  return { status: Number(reply.status), body: reply.body, headers: reply.headers };
}

/**
 * A failed operation changes nothing, and undoes nobody else's change: the operation runs alone,
 * from a snapshot taken at that moment, and a failure puts exactly that snapshot back.
 */
export function respond(world: World, req: MockRequest, check?: ContractCheck): Promise<Outcome> {
  return exclusive(world, async () => {
    const snapshot = req.method === 'GET' ? null : structuredClone(world.state);
    const kept: ((state: State) => void)[] = [];
    const restore = (to: State) => {
      world.state = to;
      for (const change of kept) change(to);
    };
    try {
      const out = await dispatch(world, req, kept, check);
      if (out.status >= 400 && snapshot) restore(snapshot);
      return out;
    } catch (err) {
      if (snapshot) restore(snapshot);
      if (err instanceof HttpError)
        return { status: err.status, body: err.body, headers: err.headers };
      console.error('[mock] unexpected error', err);
      return { status: 500, body: { error: 'An unexpected error occurred.' } };
    }
  });
}
