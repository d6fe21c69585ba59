import { expect, test, type Page } from './fixtures';
import { card, dialog, expectNoAxeViolations, shots, toast } from './support';

const shot = shots('account');

async function openPayments(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'My Payment Methods' }).click();
  await expect(page.getByRole('heading', { name: 'My Payment Methods' })).toBeVisible();
}

const list = (page: Page) => page.getByRole('list', { name: 'Payment methods' });

const BILLING = {
  'First Name': 'Sam',
  'Last Name': 'Carver',
  'Address Line 1': '500 Industrial Blvd',
  'Address Line 2': 'Dock 4',
  City: 'Marietta',
  State: 'GA',
  'Zip Code': '30060',
};

async function fill(page: Page, values: Record<string, string>) {
  const d = dialog(page);
  for (const [label, value] of Object.entries(values)) {
    if (label === 'State') await d.getByLabel('State').selectOption(value);
    else await d.getByLabel(label).fill(value);
  }
}

test('lists the saved Visa with brand, masked number, billing and expiry', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openPayments(page);
  const visa = card(page, 'Payment methods', 'XXXX1111');
  await expect(visa.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(visa).toContainText('Dana Miller');
  await expect(visa).toContainText('Atlanta, GA');
  await expect(visa).toContainText('Expires 04/29');
  await shot(page, 'payments-full');
  await expectNoAxeViolations(page);
});

test('add: every message of the card form; nothing is sent while invalid', async ({
  page,
  dealer,
}) => {
  // A long walk through every field with axe; the shared 2-core machine needs the time.
  test.slow();
  await dealer.signIn(page);
  await openPayments(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/payments/save-payment-info')) posts += 1;
  });
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add a Payment Method' })).toBeVisible();
  // The card number's own message waits for the submit.
  await dialog(page).getByLabel('Card Number').fill('4111');
  await dialog(page).getByLabel('Card Number').blur();
  await expect(dialog(page).getByText('Card Number must be exactly 16 digits.')).toHaveCount(0);
  await dialog(page).getByLabel('First Name').focus();
  await dialog(page).getByLabel('First Name').blur();
  await expect(dialog(page).getByText('This field is required.')).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Save' }).click();
  for (const text of [
    'Card Number must be exactly 16 digits.',
    'Expiration Date must be in MM/YY format.',
    'CVV must be exactly 3 digits.',
    'First name is required.',
    'Last name is required.',
    'Address Line 1 is required.',
    'City is required.',
    'State is required.',
    'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
  ])
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
  await shot(page, 'payment-dialog-errors', false);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  expect(posts).toBe(0);
});

test('add: AMEX, Discover, month and CVV rules', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await openPayments(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/payments/save-payment-info')) posts += 1;
  });
  await page.getByRole('button', { name: 'Add New Card' }).click();
  const number = dialog(page).getByLabel('Card Number');
  await number.fill('378282246310005');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('AMEX cards are not accepted.')).toBeVisible();
  await number.fill('6011111111111117');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Discover cards are not accepted.')).toBeVisible();
  await number.fill('4111111111111111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await dialog(page).getByLabel('Expiration Date').fill('1329');
  await expect(dialog(page).getByLabel('Expiration Date')).toHaveValue('13/29');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Expiration Date must be in MM/YY format.')).toBeVisible();
  await dialog(page).getByLabel('CVV').fill('12a');
  await expect(dialog(page).getByLabel('CVV')).toHaveValue('12');
  expect(posts).toBe(0);

  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await expect(number).toHaveValue('');
});

test('add: digits only are sent, once, and the card joins the list', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await openPayments(page);
  const bodies: unknown[] = [];
  await page.route('**/api/payments/save-payment-info', (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  const add = page.getByRole('button', { name: 'Add New Card' });
  await add.click();
  await fill(page, {
    'Card Number': '5555555555554444',
    'Expiration Date': '0730',
    CVV: '123',
    ...BILLING,
  });
  await dialog(page).getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Payment information saved successfully!')).toBeVisible();
  await expect(add).toBeFocused();
  expect(bodies).toEqual([
    {
      cardNumber: '5555555555554444',
      expirationDate: '2030-07',
      cvv: '123',
      firstName: 'Sam',
      lastName: 'Carver',
      address: '500 Industrial Blvd, Dock 4',
      city: 'Marietta',
      state: 'GA',
      zipCode: '30060',
    },
  ]);
  const mc = card(page, 'Payment methods', 'XXXX4444');
  await expect(mc.getByRole('img', { name: 'MasterCard' })).toBeVisible();
  await expect(mc).toContainText('Expires 07/30');
  await expect(mc).toContainText('500 Industrial Blvd, Dock 4');
});

test('edit: no card number or CVV, no Clear; the update sends the flattened fields', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openPayments(page);
  const bodies: unknown[] = [];
  await page.route('**/api/payments/update-payment-method', (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  const edit = card(page, 'Payment methods', 'XXXX1111').getByRole('button', { name: 'Edit' });
  await edit.click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Payment Details' })).toBeVisible();
  await expect(dialog(page).getByLabel('Card Number')).toHaveCount(0);
  await expect(dialog(page).getByLabel('CVV')).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expect(dialog(page).getByLabel('Expiration Date')).toHaveValue('04/29');
  await expect(dialog(page).getByLabel('First Name')).toHaveValue('Dana');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await dialog(page).getByLabel('Expiration Date').fill('0131');
  await dialog(page).getByLabel('City').fill('Decatur');
  await dialog(page).getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Payment method updated successfully!')).toBeVisible();
  await expect(edit).toBeFocused();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    paymentProfileId: dealer.seed.paymentProfileId,
    expirationDate: '2031-01',
    firstName: 'Dana',
    lastName: 'Miller',
    city: 'Decatur',
    state: 'GA',
  });
  expect(bodies[0]).not.toHaveProperty('billingAddress');
  await expect(card(page, 'Payment methods', 'XXXX1111')).toContainText('Expires 01/31');
  await expect(card(page, 'Payment methods', 'XXXX1111')).toContainText('Decatur, GA');
});

test('delete confirms, sends one request; the empty tab says so', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await openPayments(page);
  let deletes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/payments/delete-payment-method/')) deletes += 1;
  });
  await card(page, 'Payment methods', 'XXXX1111').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete it?')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await confirm.getByRole('button', { name: 'Yes! Delete' }).dblclick();
  await expect(toast(page, 'Payment method deleted successfully!')).toBeVisible();
  await expect(page.getByText('No payment methods available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Card' })).toBeFocused();
  expect(deletes).toBe(1);
  await shot(page, 'payments-empty');
  await expectNoAxeViolations(page);
});

test('each call failing once: typed values kept, server text or the generic one', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openPayments(page);
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await fill(page, {
    'Card Number': '4000000000000002',
    'Expiration Date': '0730',
    CVV: '123',
    ...BILLING,
  });
  // The mock declines this card with its own text.
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText(
    'Your card was declined. Please use a different card.',
  );
  await expect(dialog(page).getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
  await expect(dialog(page).getByLabel('City')).toHaveValue('Marietta');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(list(page).getByRole('article')).toHaveCount(1);

  await page.route('**/api/payments/update-payment-method', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await card(page, 'Payment methods', 'XXXX1111').getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('City').fill('Decatur');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('An unexpected error occurred.')).toBeVisible();
  await expect(dialog(page).getByLabel('City')).toHaveValue('Decatur');
  await page.keyboard.press('Escape');
  await expect(card(page, 'Payment methods', 'XXXX1111')).not.toContainText('Decatur');

  await page.route('**/api/payments/delete-payment-method/*', (route) =>
    route.fulfill({ status: 404, json: { error: 'Payment method not found.' } }),
  );
  await card(page, 'Payment methods', 'XXXX1111').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes! Delete' }).click();
  await expect(toast(page, 'Payment method not found.')).toBeVisible();
  await expect(list(page).getByRole('article')).toHaveCount(1);
});
