import { expect, type Page } from '@playwright/test';

// Checks that a screen fits the window it is drawn in (docs/testing.md, "Screen widths"): no
// sideways scrolling of the page, and no money amount, button label or heading cut off.

/** Window widths every route must fit without sideways scrolling: desktop, laptops, tablet. */
export const WIDTHS = [1920, 1440, 1366, 1280, 1024, 768] as const;

/** The phone the essentials are checked on (an iPhone 12-15 in portrait). */
export const PHONE = { width: 390, height: 844 } as const;

/** A window of `width` px, as tall as a laptop's (or a phone's when it is that narrow). */
export async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? PHONE.height : 900 });
}

/** How long a resized page may take to fit the window. */
const RESIZE_SETTLES_MS = 3_000;

/** The page's width against the window's. */
function measure(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** Polls until the page is no wider than the window; false if it stays wider for `timeout` ms. */
async function fitsWithin(page: Page, innerWidth: number, timeout?: number): Promise<boolean> {
  try {
    await expect
      .poll(async () => (await measure(page)).scrollWidth, { timeout })
      .toBeLessThanOrEqual(innerWidth);
    return true;
  } catch {
    return false;
  }
}

/** The innermost elements that reach past the window's right edge (path, text, left..right). */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (el) =>
          ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const path: string[] = [];
        for (let n: HTMLElement | null = el; n && n !== document.body; n = n.parentElement)
          path.unshift(
            n.tagName.toLowerCase() +
              (n.className ? `.${String(n.className).split(' ').join('.')}` : ''),
          );
        return `${path.slice(-4).join(' > ')} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left)}..${Math.round(r.right)}`;
      }),
  );
}

/**
 * The page is no wider than the window: `document.documentElement.scrollWidth <= innerWidth`.
 * A resized page gets a moment to follow (a frame or two; longer on a busy machine); one that
 * stays wider fails with the elements that stick out past the window's edge.
 */
export async function assertNoSidewaysScroll(page: Page): Promise<void> {
  const { innerWidth } = await measure(page);
  if (await fitsWithin(page, innerWidth, RESIZE_SETTLES_MS)) return;
  throw new Error(
    `page wider than the ${innerWidth}px window (${page.url()}): ` +
      `${(await measure(page)).scrollWidth}px\nsticking out:\n${(await sticksOut(page)).join('\n')}`,
  );
}

/**
 * Every visible money amount, button label and heading is whole: its text is not cut by its own
 * box (`scrollWidth <= clientWidth`), by a box around it that hides overflow, or by the edge of
 * the window. Boxes that scroll are left out (what they hold can be scrolled to), as are
 * visually hidden labels for screen readers. Fails with a list naming each cut element.
 */
export async function assertNothingClipped(page: Page): Promise<void> {
  const clipped = await page.evaluate(() => {
    const money = /^-?\$[\d,]+\.\d{2}$/;
    const TOLERANCE = 1;
    const candidates = new Set<HTMLElement>();
    document
      .querySelectorAll<HTMLElement>(
        'button, [role="button"], a[class], h1, h2, h3, h4, h5, h6, [role="heading"]',
      )
      .forEach((el) => candidates.add(el));
    document.querySelectorAll<HTMLElement>('body *').forEach((el) => {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (money.test(own)) candidates.add(el);
    });

    const visuallyHidden = (el: HTMLElement) => {
      for (let n: HTMLElement | null = el; n; n = n.parentElement) {
        const s = getComputedStyle(n);
        if (s.clip !== 'auto' && s.clip !== '') return true;
        if (s.clipPath !== 'none') return true;
        if (n.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };

    const problems: string[] = [];
    const name = (el: HTMLElement) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of candidates) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || visuallyHidden(el)) continue;
      if (!el.textContent?.trim()) continue;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + TOLERANCE) {
        problems.push(`${name(el)} cut by its own box (${el.scrollWidth} > ${el.clientWidth})`);
        continue;
      }
      let scrolls = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        if (s.overflowX === 'hidden' || s.overflowX === 'clip') {
          const box = a.getBoundingClientRect();
          if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) {
            problems.push(`${name(el)} cut by <${a.tagName.toLowerCase()}> around it`);
            scrolls = true;
            break;
          }
        }
      }
      if (scrolls) continue;
      if (
        style.position !== 'fixed' &&
        (rect.left < -TOLERANCE || rect.right > window.innerWidth + TOLERANCE)
      )
        problems.push(
          `${name(el)} outside the window (${Math.round(rect.left)}-${Math.round(rect.right)})`,
        );
    }
    return problems;
  });
  expect(clipped, `cut off at ${page.viewportSize()?.width}px on ${page.url()}`).toEqual([]);
}

/** Both checks at every width in `widths`; leaves the window at the last width. */
export async function assertFitsEveryWidth(
  page: Page,
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await setWidth(page, width);
    await assertNoSidewaysScroll(page);
    await assertNothingClipped(page);
  }
}
