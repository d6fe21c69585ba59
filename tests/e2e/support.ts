import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';

/** The fixed demo dealer: only for read-only checks (signing in); specs that change data use the `dealer` fixture. */
export const DEALER = { email: 'dealer@example.com', password: 'Dealer#2026' };

/** The open dialog (the app shows one at a time). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** A toast by its whole text: the toast itself (a live region repeats its text for screen readers). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A text field by its label (a required field's '*' is decorative, not part of the name). */
export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** The card (an `article`) that holds `text` in the list named `list`. */
export const card = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).getByRole('article').filter({ hasText: text });

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
  // Rows drawn lazily (content-visibility: auto) are measured by axe where they are not drawn, so
  // it reads their text against whatever lies there (a red tile on the colour page): axe looks at
  // the page with every row drawn, as a dealer sees it while scrolling.
  const drawAll = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  const { violations } = await builder.analyze();
  await drawAll.evaluate((tag) => (tag as Element).remove());
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

/**
 * Holds every request matching `url` until `release()` is called, then lets `answer` reply
 * (default: the real API), so a test can look at the loading state as long as it needs:
 *
 *   const hold = await holdRoute(page, '**\/api/products/101');
 *   await page.goto('/products/101');
 *   await expect(page.getByLabel('Loading product')).toBeVisible();
 *   hold.release();
 */
export async function holdRoute(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return { release };
}
