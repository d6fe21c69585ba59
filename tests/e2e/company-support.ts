import { expect, type APIRequestContext, type Page } from './fixtures';
import { MOCK_URL, type TestAccount } from '../support/test-accounts';

// Steps the company specs share (docs/business-rules.md#company-accounts, #approvals).

type Playwright = { request: { newContext: typeof import('@playwright/test').request.newContext } };

/** An API client of the mock signed in as `who`. */
export async function apiAs(
  playwright: Playwright,
  request: APIRequestContext,
  who: TestAccount,
): Promise<APIRequestContext> {
  const res = await request.post(`${MOCK_URL}/accounts/login`, {
    data: { email: who.email, password: who.password },
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return playwright.request.newContext({
    baseURL: `${MOCK_URL}/`,
    extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` },
  });
}

/** Adds `quantity` assembled `sku` (TPW-B12, $189.00 + assembly each) to `api`'s person's cart. */
export async function fill(api: APIRequestContext, quantity: number, sku = 'TPW-B12') {
  const search = await api.get(`products/search?keyword=${sku}&limit=50`);
  const { products } = (await search.json()) as { products: { id: number; sku: string }[] };
  const id = products.find((p) => p.sku === sku)!.id;
  const res = await api.post('carts', {
    data: { productId: id, quantity, isAssembled: true, hingeDirection: 'LEFT' },
  });
  expect(res.status()).toBe(200);
}

/** The cart lines of `api`'s person as 'SKU xN'. */
export async function cartLines(api: APIRequestContext): Promise<string[]> {
  const cart = (await (await api.get('carts')).json()) as {
    items: { sku: string; quantity: number }[];
  };
  return cart.items.map((i) => `${i.sku} x${i.quantity}`);
}

export const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Submit for Approval' });
export const placeButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });
