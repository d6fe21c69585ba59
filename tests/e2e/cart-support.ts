import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import type { Dealer } from './fixtures';

// Helpers shared by the cart-* and quotes-* specs. Product ids follow the mock's stable scheme
// (docs/demo.md): 101 TPW-B12, 102 TPW-BER33, 104 TPW-WT33 (wooden table), 106 TPW-B15,
// 1001 HW-PULL-128. TE has no B12, so a batch change to TE fails for TPW-B12 only.
/** The machine runs many suites at once; these specs wait longer than the default 7 s. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const P = { B12: 101, BER33: 102, WT33: 104, B15: 106, PULL: 1001 } as const;

type Line = { productId: number; quantity?: number; isAssembled?: boolean };

/** Puts lines into the dealer's cart past the UI (the mock directly). */
export async function arrangeCart(dealer: Dealer, lines: Line[]): Promise<void> {
  for (const l of lines) {
    const res = await dealer.api.post('carts', {
      data: { quantity: 1, isAssembled: false, ...l },
    });
    if (!res.ok()) throw new Error(`POST /carts answered ${res.status()}`);
  }
}

/** Signs in and opens /cart with its lines shown. */
export async function openCart(page: Page, dealer: Dealer): Promise<void> {
  await dealer.signIn(page);
  await page.goto('/cart');
  await page.getByRole('heading', { name: 'SHOPPING CART' }).waitFor();
}

/** Counts browser requests of a method whose path (after /api) matches. */
export function countRequests(page: Page, method: string, path: RegExp): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname.replace(/^\/api/, ''))) n++;
  });
  return () => n;
}

/** Answers the next matching call with a failure (once), then lets calls through again. */
export async function failOnce(
  page: Page,
  url: string,
  body: unknown = { error: 'The server refused this change.' },
  method?: string,
): Promise<void> {
  let done = false;
  await page.route(url, async (route: Route) => {
    if (done || (method && route.request().method() !== method)) return route.fallback();
    done = true;
    await route.fulfill({ status: 400, json: body });
  });
}

export const line = (page: Page, sku: string) => page.getByRole('listitem', { name: sku });

/**
 * Records every text the page adds from now on (toasts last 2 s, which a loaded machine can miss
 * between two polls); `shown(page, text)` then waits until it was shown, however briefly.
 */
export async function recordTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __texts: string[] }).__texts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n.textContent) seen.push(n.textContent);
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether a text (or a pattern) was ever added to the page since `recordTexts`. */
export const wasShown = (page: Page, text: string | RegExp): Promise<boolean> =>
  page.evaluate(
    ({ source, flags }) => {
      const re = new RegExp(source, flags);
      const texts = (window as unknown as { __texts?: string[] }).__texts ?? [];
      return texts.some((s) => re.test(s));
    },
    typeof text === 'string'
      ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' }
      : { source: text.source, flags: text.flags },
  );

/** Waits until the text was shown, even if only for a moment. */
export const shown = (page: Page, text: string | RegExp) =>
  expect.poll(() => wasShown(page, text)).toBe(true);

/**
 * Screenshots at the widths the storefront is checked at, 1440, 1024 and 390 (only with
 * E2E_SHOTS). Below 1440 px the page scrolls sideways (docs/business-rules.md#brand-and-layout),
 * so those are whole-page pictures.
 */
export async function shotWidths(
  page: Page,
  shot: (page: Page, name: string, fullPage?: boolean) => Promise<void>,
  name: string,
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`, width !== 1440);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
