import type { IncomingHttpHeaders } from 'node:http';
import * as accounts from './handlers/accounts';
import * as addresses from './handlers/addresses';
import * as cart from './handlers/cart';
import * as orders from './handlers/orders';
import * as payments from './handlers/payments';
import * as products from './handlers/products';
import * as staff from './handlers/staff';
import * as styles from './handlers/styles';
import * as verification from './handlers/verification';
import { HttpError } from './lib/http';
import type { Ctx, World } from './lib/context';
import type { OperationId, ReplyOf } from './lib/types';
import { asObject } from './lib/validate';
import { seedState } from './data/seed';
import { createTestAccount } from './data/test-accounts';
import { putTestLines } from './data/test-lines';

type Handler<K extends OperationId> = (ctx: Ctx) => ReplyOf<K> | Promise<ReplyOf<K>>;
interface Route<K extends OperationId> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: Handler<K>;
}

/**
 * One entry per operationId of openapi.yaml: a new operation in the contract does not compile
 * until the mock implements it, and each handler may only answer the statuses and bodies the
 * contract declares for it.
 */
const routes: { [K in OperationId]: Route<K> } = {
  login: { method: 'POST', path: '/accounts/login', handler: accounts.login },
  completeNewPassword: {
    method: 'POST',
    path: '/accounts/complete-new-password',
    handler: accounts.completeNewPassword,
  },
  refreshToken: { method: 'POST', path: '/accounts/refresh-token', handler: accounts.refreshToken },
  logout: { method: 'POST', path: '/accounts/logout', handler: accounts.logout },
  getMe: { method: 'GET', path: '/accounts/me', handler: accounts.getMe },
  updateAccountInfo: {
    method: 'PUT',
    path: '/accounts/update-account-info',
    handler: accounts.updateAccountInfo,
  },
  signup: { method: 'POST', path: '/accounts/signup', handler: accounts.signup },
  getAccountEmail: {
    method: 'GET',
    path: '/accounts/{accountId}/email',
    handler: verification.getAccountEmail,
  },
  requestActivation: {
    method: 'POST',
    path: '/accounts/signup/activation/request',
    handler: verification.requestActivation,
  },
  confirmActivation: {
    method: 'POST',
    path: '/accounts/signup/activation/confirm',
    handler: verification.confirmActivation,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/accounts/password-reset/request',
    handler: verification.requestPasswordReset,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/accounts/password-reset/confirm',
    handler: verification.confirmPasswordReset,
  },
  contactUs: { method: 'POST', path: '/contact-us', handler: accounts.contactUs },
  listProducts: { method: 'GET', path: '/products', handler: products.listProducts },
  searchProducts: { method: 'GET', path: '/products/search', handler: products.searchProducts },
  lookupProducts: { method: 'POST', path: '/products/lookup', handler: products.lookupProducts },
  lookupStyles: { method: 'POST', path: '/products/style-lookup', handler: styles.lookupStyles },
  syncProductStock: {
    method: 'POST',
    path: '/products/sync-product-stock',
    handler: products.syncProductStock,
  },
  orderSample: { method: 'POST', path: '/products/order-sample', handler: products.orderSample },
  getProduct: { method: 'GET', path: '/products/{productId}', handler: products.getProduct },
  getCart: { method: 'GET', path: '/carts', handler: cart.getCart },
  updateCart: { method: 'POST', path: '/carts', handler: cart.updateCart },
  clearCart: { method: 'DELETE', path: '/carts', handler: cart.clearCart },
  switchToQuote: { method: 'POST', path: '/carts/switch-to-quote', handler: cart.switchToQuote },
  listQuotes: { method: 'GET', path: '/carts/all-quotes', handler: cart.listQuotes },
  switchToCart: { method: 'PUT', path: '/carts/switch-to-cart/{id}', handler: cart.switchToCart },
  getQuote: { method: 'GET', path: '/carts/{id}', handler: cart.getQuote },
  renameQuote: { method: 'PATCH', path: '/carts/{id}', handler: cart.renameQuote },
  deleteQuote: { method: 'DELETE', path: '/carts/{id}', handler: cart.deleteQuote },
  deleteQuoteItem: {
    method: 'DELETE',
    path: '/carts/{id}/items/{cartItemId}',
    handler: cart.deleteQuoteItem,
  },
  getQuotePdf: { method: 'GET', path: '/carts/{id}/pdf', handler: cart.getQuotePdf },
  getStyleComparisonPdf: {
    method: 'POST',
    path: '/carts/style-comparison/pdf',
    handler: styles.getStyleComparisonPdf,
  },
  validateCoupon: { method: 'POST', path: '/coupons/validate', handler: cart.validateCoupon },
  listPaymentMethods: {
    method: 'GET',
    path: '/payments/get-payment-methods',
    handler: payments.listPaymentMethods,
  },
  savePaymentInfo: {
    method: 'POST',
    path: '/payments/save-payment-info',
    handler: payments.savePaymentInfo,
  },
  updatePaymentMethod: {
    method: 'POST',
    path: '/payments/update-payment-method',
    handler: payments.updatePaymentMethod,
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/payments/delete-payment-method/{paymentProfileId}',
    handler: payments.deletePaymentMethod,
  },
  createAddress: { method: 'POST', path: '/address-books', handler: addresses.createAddress },
  updateAddress: { method: 'PUT', path: '/address-books', handler: addresses.updateAddress },
  listAddresses: { method: 'GET', path: '/address-books/all', handler: addresses.listAddresses },
  deleteAddress: {
    method: 'DELETE',
    path: '/address-books/{id}',
    handler: addresses.deleteAddress,
  },
  listOrders: { method: 'GET', path: '/orders', handler: orders.listOrders },
  downloadInvoice: {
    method: 'GET',
    path: '/orders/{id}/download',
    handler: orders.downloadInvoice,
  },
  checkout: { method: 'POST', path: '/orders/checkout', handler: orders.checkout },
  checkLockStatus: {
    method: 'GET',
    path: '/orders/check-lock-status',
    handler: orders.checkLockStatus,
  },
  getMaintenance: { method: 'GET', path: '/maintenance', handler: accounts.getMaintenance },
  listDealers: { method: 'GET', path: '/staff/dealers', handler: staff.listDealers },
  startActing: { method: 'POST', path: '/staff/acting', handler: staff.startActing },
  stopActing: { method: 'POST', path: '/staff/acting/stop', handler: staff.stopActing },
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
function testEndpoint(world: World, method: string, pathname: string, body: unknown) {
  if (method === 'POST' && pathname === '/__reset') {
    world.state = seedState(world.catalog.all);
    world.limits.clear();
    world.codes.clear();
    return { status: 200, body: { ok: true } };
  }
  if (method === 'POST' && pathname === '/__dealers')
    return { status: 201, body: createTestAccount(world.state, world.catalog.all, body) };
  if (method === 'POST' && pathname === '/__lines') {
    const target = putTestLines(world.state, world.catalog.bySku, body);
    return { status: 200, body: { items: target.items } };
  }
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

async function dispatch(world: World, req: MockRequest, check?: ContractCheck): Promise<Outcome> {
  const { method, url, body } = req;
  const special = testEndpoint(world, method, url.pathname, body);
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
    try {
      const out = await dispatch(world, req, check);
      if (out.status >= 400 && snapshot) world.state = snapshot;
      return out;
    } catch (err) {
      if (snapshot) world.state = snapshot;
      if (err instanceof HttpError)
        return { status: err.status, body: err.body, headers: err.headers };
      console.error('[mock] unexpected error', err);
      return { status: 500, body: { error: 'An unexpected error occurred.' } };
    }
  });
}
