import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4011'}`;

export const DEALER = { email: 'dealer@example.com', password: 'Dealer#2026' };

/** Restores the demo seed so every test starts from the same state. */
export async function resetDemo(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${MOCK_URL}/__reset`);
  if (!res.ok()) throw new Error(`__reset answered ${res.status()}`);
}

/** Signs in through the API and stores the tokens as the storefront would (cookies on localhost). */
export async function signInAsDealer(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post(`${MOCK_URL}/accounts/login`, { data: DEALER });
  const body = (await res.json()) as { accessToken: string; refreshToken: string };
  const url = new URL(page.url().startsWith('http') ? page.url() : 'http://localhost:5173');
  await page.context().addCookies([
    {
      name: 'accessToken',
      value: body.accessToken,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
    {
      name: 'refreshToken',
      value: body.refreshToken,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
}

/** The access token the storefront stored for the signed-in dealer. */
export async function accessToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'accessToken')?.value;
  if (!token) throw new Error('no access token cookie');
  return token;
}

export type CartLine = {
  sku: string;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: string | null;
};

/** The signed-in dealer's cart as the mock holds it, read past the UI. */
export async function cartOnMock(page: Page, request: APIRequestContext): Promise<CartLine[]> {
  const res = await request.get(`${MOCK_URL}/carts`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  return ((await res.json()) as { items: CartLine[] }).items;
}

/** The cart on the mock as `SKU xQTY` lines, for compact comparisons. */
export async function cartSkus(page: Page, request: APIRequestContext): Promise<string[]> {
  return (await cartOnMock(page, request)).map((i) => `${i.sku} x${i.quantity}`);
}

export type AxeOptions = {
  /** Only check inside this selector (e.g. an open dialog). */
  include?: string;
  disableRules?: string[];
};

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Screenshot helper for one area: `shots('auth')(page, 'login-01')` writes
 * `${E2E_SHOTS}/auth/login-01.png` when E2E_SHOTS is set and does nothing otherwise, so a plain
 * test run leaves no files behind.
 */
export function shots(area: string) {
  return async (page: Page, name: string, fullPage = true): Promise<void> => {
    const dir = process.env.E2E_SHOTS;
    if (!dir) return;
    // Off-screen rows are not rendered (content-visibility) and a full-page capture does not
    // scroll; render them all for the picture, as a user sees them while scrolling.
    if (fullPage)
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: `${dir}/${area}/${name}.png`, fullPage });
  };
}

/** Fills the login form and submits it. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** How many images matching `selector` finished loading without a picture (broken). */
export async function brokenImages(page: Page, selector = 'article img'): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (imgs) =>
        (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length,
    );
}
