import { arrangeCart, openCart, P } from './cart-support';
import { expect, test } from './fixtures';

// One on-brand focus ring everywhere. Tabbing through the cart (header links
// and menus, the search box, quantity selects, checkboxes, buttons, the footer) every stop shows
// the same 2 px brand-red outline; a white halo (outside, or inside for menu and nav items that
// touch their neighbours) keeps it visible on white and on the grey top bar.
const BRAND_RED = 'rgb(161, 30, 32)';
const HALO = /^rgb\(255, 255, 255\) 0px 0px 0px (2px|4px inset)$/;

test('every Tab stop on the cart shows the one brand focus ring', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 2, isAssembled: true }]);
  await openCart(page, dealer);
  await expect(page.getByText('TPW-B12').first()).toBeVisible();
  // The footer and the header's menus are chunks of their own; the walk starts when the whole
  // page is there, as it is a moment after it opens.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Reduced motion turns every style change into a 0.01 ms transition, which a busy machine can
  // catch half done; the ring's settled look is what counts here.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const seen: string[] = [];
  for (let n = 0; n < 80; n += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return {
        name: `${el.tagName.toLowerCase()} ${name}`,
        outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
        halo: s.boxShadow,
      };
    });
    // Focus left the page's last stop: every stop has been visited once.
    if (!stop) break;
    seen.push(stop.name);
    expect.soft(stop.outline, stop.name).toBe(`solid 2px ${BRAND_RED}`);
    expect.soft(stop.halo, stop.name).toMatch(HALO);
  }
  // The walk covered the header, the cart line's own controls and the footer.
  expect(seen).toEqual(
    expect.arrayContaining([
      'input ',
      'select Quantity for TPW-B12',
      'button Assembled TPW-B12',
      'button Proceed to Check Out',
    ]),
  );
  expect(seen.some((s) => s.includes('Terms & Conditions'))).toBe(true);
});
