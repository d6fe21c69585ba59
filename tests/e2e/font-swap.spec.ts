import { expect, test, type Page } from './fixtures';

// A phone on a slow network paints the page before the web fonts come, with the stand-in faces
// (design-system/global.ts). When the fonts swap in, the header's QUOTE and cart link must stay
// where the dealer saw them (before the stand-ins they moved 15 px on a phone and 86 px at
// 1440), and the title must not move at all.

/** Furthest a header control may move when the fonts swap in: the stand-ins match widths on average. */
const MAX_SHIFT_PX = 4;

const places = (page: Page) =>
  ({
    quote: page.getByRole('banner').getByRole('link', { name: 'QUOTE' }),
    cart: page.getByRole('banner').getByRole('link', { name: /^Cart/ }),
    title: page.getByRole('heading', { level: 1, name: 'Shopping Cart' }),
  }) as const;

async function boxes(page: Page) {
  const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
  for (const [name, locator] of Object.entries(places(page)))
    out[name] = (await locator.boundingBox())!;
  return out;
}

for (const width of [390, 1440]) {
  test(`at ${width} px the header and title stay put when the web fonts swap in`, async ({
    page,
    dealer,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await dealer.signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the preloaded fonts, which are held.
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(places(page).title).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(places(page).cart).toContainText('$');
    // Drawn with the stand-ins: no web face is in yet.
    expect(await page.evaluate(() => document.fonts.check('600 16px "Source Sans 3"'))).toBe(false);
    const before = await boxes(page);

    release();
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['400 16px "Source Sans 3"', '600 16px "Source Sans 3"', '500 16px "EB Garamond"'].every(
            (font) => document.fonts.check(font),
          ),
        ),
      )
      .toBe(true);
    const after = await boxes(page);

    for (const name of ['quote', 'cart']) {
      const [a, b] = [before[name]!, after[name]!];
      expect(Math.abs(b.x - a.x), `${name} moved sideways`).toBeLessThanOrEqual(MAX_SHIFT_PX);
      expect(Math.abs(b.y - a.y), `${name} moved down`).toBeLessThanOrEqual(1);
    }
    expect(after.title).toEqual(before.title);
  });
}
