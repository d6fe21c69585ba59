import { test } from './fixtures';
import { expectNoAxeViolations, shots } from './support';
import { arrangeCart, countRequests, expect, failOnce, P } from './cart-support';

// /quotes.
const shot = shots('quotes');
test.describe.configure({ timeout: 120_000 });

test('the header QUOTE link lands on the list; each quote with PO, count, total and actions', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'QUOTE', exact: true }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page).toHaveTitle(/Quote List/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote List');
  const server = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as {
    totalPrice: number;
  };
  const card = page.getByRole('listitem', { name: 'Quote PO-1001' });
  await expect(card).toContainText(
    `Total $${server.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(card.getByRole('link', { name: 'Edit This Quote' })).toHaveAttribute(
    'href',
    `/quotes/${dealer.seed.quote}`,
  );
  await expectNoAxeViolations(page);
  await shot(page, 'quotes-list');
});

test('PO number inline: save, blank clears, a failure keeps the form', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.goto('/quotes');
  await page.getByRole('button', { name: 'Edit PO number of PO-1001' }).click();
  const field = page.getByRole('textbox', { name: `PO Number of quote ${dealer.seed.quote}` });
  // The limit shows as a counter (the browser's silent maxlength is not used).
  await expect(field).toHaveAccessibleDescription('7/20');
  await field.fill('KITCHEN-7');
  await expectNoAxeViolations(page);
  await shot(page, 'quotes-po-editing');
  await failOnce(page, `**/api/carts/${dealer.seed.quote}`, { error: 'Rename refused.' }, 'PATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rename refused.', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('KITCHEN-7');
  const patches = countRequests(page, 'PATCH', /^\/carts\/\d+$/);
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByRole('listitem', { name: 'Quote KITCHEN-7' })).toBeVisible();
  expect(patches()).toBe(1);

  await page.getByRole('button', { name: 'Edit PO number of KITCHEN-7' }).click();
  await field.fill('');
  await field.press('Enter');
  await expect(page.getByRole('listitem', { name: 'Quote Untitled PO Number' })).toBeVisible();
  const quote = (await (await dealer.api.get(`carts/${dealer.seed.quote}`)).json()) as {
    poNumber: string | null;
  };
  expect(quote.poNumber).toBeNull();

  await page.getByRole('button', { name: 'Edit PO number of Untitled PO Number' }).click();
  await field.fill('DISCARD');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem', { name: 'Quote Untitled PO Number' })).toBeVisible();
});

test('Delete This Quote asks first; a failure keeps it; the empty list leads to the cart', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await page.goto('/quotes');
  const card = page.getByRole('listitem', { name: 'Quote PO-1001' });
  await card.getByRole('button', { name: 'Delete This Quote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await failOnce(page, `**/api/carts/${dealer.seed.quote}`, {}, 'DELETE');
  await card.getByRole('button', { name: 'Delete This Quote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
  await expect(page.getByText('Failed to clear Quote', { exact: true })).toBeVisible();
  await expect(card).toBeVisible();

  const deletes = countRequests(page, 'DELETE', /^\/carts\/\d+$/);
  await card.getByRole('button', { name: 'Delete This Quote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).dblclick();
  await expect(page.getByText('You have no saved quotes.')).toBeVisible();
  expect(deletes()).toBe(1);
  await expect(page.getByRole('link', { name: 'Go to Shopping Cart' })).toHaveAttribute(
    'href',
    '/cart',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'quotes-empty');
});

test('a cart saved as quote appears in the list', async ({ page, dealer }) => {
  await arrangeCart(dealer, [{ productId: P.B12 }]);
  await dealer.signIn(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Save as Quote' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('listitem', { name: 'Quote Untitled PO Number' })).toContainText(
    '1 item(s)',
  );
});
