import { test, type Page } from './fixtures';
import { expectNoAxeViolations, holdRoute, shots } from './support';
import { expect, arrangeCart, openCart, P, shotWidths } from './cart-support';

// The header's cart total is the cart's Total as the summary shows it (docs/business-rules.md#screens).
const shot = shots('totals');
test.describe.configure({ timeout: 120_000 });

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const headerTotal = (page: Page) => page.getByTestId('cart-total');

test('with DEALER10 the header shows the summary Total on every screen, and follows removal', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [
    { productId: P.B12, quantity: 4, isAssembled: true },
    { productId: P.BER33, quantity: 3, isAssembled: true },
    { productId: P.PULL, quantity: 25 },
  ]);
  // The server's figures with and without the code (GET /carts?discountCode=…).
  const plain = (await (await dealer.api.get('carts')).json()) as { totalPrice: number };
  const coded = (await (await dealer.api.get('carts?discountCode=DEALER10')).json()) as {
    totalPrice: number;
  };
  expect(coded.totalPrice).toBeLessThan(plain.totalPrice);
  await openCart(page, dealer);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(headerTotal(page)).toHaveText(money(plain.totalPrice));

  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('DEALER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByTestId('summary-total')).toHaveText(money(coded.totalPrice));
  await expect(headerTotal(page)).toHaveText(money(coded.totalPrice));
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName(
    `Cart, 32 items, total ${money(coded.totalPrice)}`,
  );
  await expectNoAxeViolations(page);
  await shotWidths(page, shot, 'cart-dealer10-header');

  // Another screen, reached by navigation, and after a reload.
  await page.getByRole('link', { name: 'QUOTE' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(headerTotal(page)).toHaveText(money(coded.totalPrice));
  await page.goto('/products/101');
  await expect(headerTotal(page)).toHaveText(money(coded.totalPrice));
  await shot(page, 'product-dealer10-header', false);

  // Checkout shows the same Total, and removing the code there updates the header at once.
  await page.goto('/checkout');
  const order = page.getByRole('complementary', { name: /summary/i });
  await expect(order.getByText(money(coded.totalPrice), { exact: true })).toBeVisible();
  await expect(headerTotal(page)).toHaveText(money(coded.totalPrice));
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(headerTotal(page)).toHaveText(money(plain.totalPrice));
  await expect(order.getByText(money(plain.totalPrice), { exact: true })).toBeVisible();
});

test('a fresh load of any screen shows the discounted total from its first paint', async ({
  page,
  dealer,
}) => {
  await arrangeCart(dealer, [{ productId: P.B12, quantity: 1, isAssembled: false }]);
  const coded = (await (await dealer.api.get('carts?discountCode=DEALER10')).json()) as {
    totalPrice: number;
  };
  await openCart(page, dealer);
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('DEALER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(headerTotal(page)).toHaveText(money(coded.totalPrice));
  // Every amount the header's total ever shows, from the document's first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { totals: string[] }).totals = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="cart-total"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
  for (const path of ['/quick-order', '/our-products', '/my-account']) {
    // Before the cart answers the header shows a placeholder, never an amount.
    const held = await holdRoute(page, '**/api/carts');
    await page.goto(path);
    await expect(page.getByTestId('cart-link'), path).toBeVisible();
    expect(await headerTotal(page).count(), `${path} before the cart answers`).toBe(0);
    const cart = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/carts');
    held.release();
    await cart;
    await page.unrouteAll();
    await expect(headerTotal(page), path).toHaveText(money(coded.totalPrice));
    const shown = await page.evaluate(() => (window as unknown as { totals: string[] }).totals);
    expect(shown, `every total ${path} showed`).toEqual([money(coded.totalPrice)]);
  }
});
