import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
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
  /** Rules axe leaves off by default that this check turns on (e.g. WCAG 2.2's target-size). */
  enableRules?: string[];
};

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Axe's violations on the page as it is now, one line each (rule, impact, help, the elements).
 * Axe is put into a document once and run there with axe.run: @axe-core/playwright injects its
 * 1.3 MB source on every call and finishes each run in a new blank page, which cost more than
 * the check itself (the app has no frames, which is what that round trip is for).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, disableRules, enableRules }) => {
      // A state just changed (a button enabled) may still be in its 0.01 ms transition, with its
      // colours half-way: axe looks once the finite animations are done.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const rules = {
        // Experimental in axe, so off by default; Lighthouse runs it. A control's spoken name
        // must hold its visible text (WCAG 2.5.3, Label in Name): voice users say what they see.
        'label-content-name-mismatch': { enabled: true },
        ...Object.fromEntries((enableRules ?? []).map((id) => [id, { enabled: true }])),
        ...Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }])),
      };
      const { violations } = await window.axe!.run(include ? { include: [include] } : document, {
        rules,
        // Every rule still runs; only the passes are not sent back in full.
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    {
      include: options.include,
      disableRules: options.disableRules,
      enableRules: options.enableRules,
    },
  );
}

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Rows drawn lazily (content-visibility: auto) are measured by axe where they are not drawn, so
  // it reads their text against whatever lies there (a red tile on the colour page): axe looks at
  // the page with every row drawn, as a dealer sees it while scrolling.
  const drawAll = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  const violations = await axeViolations(page, options);
  await drawAll.evaluate((tag) => (tag as Element).remove());
  expect(violations).toEqual([]);
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
