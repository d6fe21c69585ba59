import { expect, test, type Page } from './fixtures';
import { card, dialog, expectNoAxeViolations, shots, toast } from './support';

const shot = shots('account');

async function openAddressBook(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'Address Book' }).click();
  await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
}

const book = (page: Page) => page.getByRole('list', { name: 'Addresses' });

async function fillAddress(page: Page, values: Record<string, string>) {
  const d = dialog(page);
  for (const [label, value] of Object.entries(values)) {
    if (label === 'State') await d.getByLabel('State').selectOption(value);
    else await d.getByLabel(label).fill(value);
  }
}

const WAREHOUSE = {
  'First Name': 'Sam',
  'Last Name': 'Carver',
  'Company Name': 'Carver Kitchens',
  'Phone Number': '7705550123',
  'Address Line 1': '500 Industrial Blvd',
  'Address Line 2': 'Dock 4',
  City: 'Marietta',
  State: 'GA',
  'Zip Code': '300601234',
};

test('lists the seeded addresses with badges, primary first', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  const cards = book(page).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Primary');
  await expect(cards.nth(0)).toContainText('Atlanta');
  await expect(cards.nth(1)).toContainText('Alternate');
  await expect(cards.nth(1)).toContainText('Savannah');
  await expect(cards.nth(1)).toContainText('22 Bay St');
  await expect(cards.nth(1)).toContainText('GA 31401');
  await expect(cards.nth(1)).toContainText('912-555-0187');
  await expect(cards.nth(1)).toContainText('Miller Kitchens');
  await shot(page, 'addresses-full');
  await expectNoAxeViolations(page);
});

test('add: every rule and message of the address form; nothing is sent while invalid', async ({
  page,
  dealer,
}) => {
  // A long walk through every field with axe; the shared 2-core machine needs the time.
  test.slow();
  await dealer.signIn(page);
  await openAddressBook(page);
  const add = page.getByRole('button', { name: 'Add New Address' });
  await add.click();
  await expect(dialog(page).getByRole('heading', { name: 'Add New Address' })).toBeVisible();
  // Set as Primary Address is only offered when editing an alternate.
  await expect(dialog(page).getByText('Set as Primary Address')).toHaveCount(0);

  // Blur on an empty name: the short wording.
  await dialog(page).getByLabel('First Name').focus();
  await dialog(page).getByLabel('First Name').blur();
  await expect(dialog(page).getByText('This field is required.')).toBeVisible();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/address-books')) posts += 1;
  });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('You must complete the entire form.')).toBeVisible();
  for (const text of [
    'First name is required.',
    'Last name is required.',
    'Company Name is required.',
    'Phone number format should be 123-456-7890',
    'Address Line 1 is required.',
    'City is required.',
    'State is required.',
    'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
  ])
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
  await expect(dialog(page).getByText('Please enter your address')).toBeVisible();
  await expect(dialog(page).getByText('Please enter your city')).toBeVisible();
  await expect(dialog(page).getByText('Please select a state')).toBeVisible();
  expect(posts).toBe(0);
  await shot(page, 'address-dialog-errors', false);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // Masks: the phone gets its dashes, the zip its ZIP+4 dash; names stop at 20 characters.
  await fillAddress(page, WAREHOUSE);
  await expect(dialog(page).getByLabel('Phone Number')).toHaveValue('770-555-0123');
  await expect(dialog(page).getByLabel('Zip Code')).toHaveValue('30060-1234');
  await dialog(page).getByLabel('First Name').fill('A'.repeat(25));
  await expect(dialog(page).getByLabel('First Name')).toHaveValue('A'.repeat(20));
  await dialog(page).getByLabel('First Name').fill('Sam');
  await dialog(page).getByLabel('Zip Code').fill('3006');
  await dialog(page).getByLabel('Zip Code').blur();
  await expect(
    dialog(page).getByText(
      'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
    ),
  ).toBeVisible();
  await dialog(page).getByLabel('Zip Code').fill('30060');

  // Clear empties the form.
  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await expect(dialog(page).getByLabel('City')).toHaveValue('');
  await expect(dialog(page).getByLabel('Phone Number')).toHaveValue('');
});

test('add: a double click saves once and the new address is the only primary', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/address-books')) posts += 1;
  });
  const add = page.getByRole('button', { name: 'Add New Address' });
  await add.click();
  await fillAddress(page, WAREHOUSE);

  await dialog(page).getByRole('button', { name: 'Save' }).dblclick();
  await expect(toast(page, 'Address added successfully!')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(add).toBeFocused();
  expect(posts).toBe(1);

  const cards = book(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Primary');
  await expect(cards.nth(0)).toContainText('Sam Carver');
  await expect(cards.nth(0)).toContainText('Dock 4');
  await expect(cards.nth(0)).toContainText('Marietta, GA 30060-1234');
  await expect(book(page).getByText('Primary', { exact: true })).toHaveCount(1);
  await expect(card(page, 'Addresses', 'Atlanta')).toContainText('Alternate');

  const saved = (await (await dealer.api.get('address-books/all')).json()) as {
    addresses: { customerName: string; isPrimaryAddress: boolean; phoneNumber: string }[];
  };
  expect(saved.addresses.filter((a) => a.isPrimaryAddress).map((a) => a.customerName)).toEqual([
    'Sam Carver',
  ]);
});

test('edit: Set as Primary Address only for an alternate; saving it clears the other primary', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  await card(page, 'Addresses', 'Atlanta').getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await expect(dialog(page).getByLabel('First Name')).toHaveValue('Dana');
  await expect(dialog(page).getByLabel('Last Name')).toHaveValue('Miller');
  await expect(dialog(page).getByText('Set as Primary Address')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    card(page, 'Addresses', 'Atlanta').getByRole('button', { name: 'Edit' }),
  ).toBeFocused();

  const savannahEdit = card(page, 'Addresses', 'Savannah').getByRole('button', { name: 'Edit' });
  await savannahEdit.click();
  await expect(
    dialog(page).getByRole('checkbox', { name: 'Set as Primary Address' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog(page).getByLabel('Address Line 1').fill('24 Bay St');
  await dialog(page).getByRole('checkbox', { name: 'Set as Primary Address' }).check();
  // Keyboard: Tab stays inside the dialog.
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
  await expect(dialog(page).locator(':focus')).toHaveCount(1);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address updated successfully!')).toBeVisible();
  const cards = book(page).getByRole('article');
  await expect(cards.nth(0)).toContainText('24 Bay St');
  await expect(cards.nth(0)).toContainText('Primary');
  await expect(card(page, 'Addresses', 'Atlanta')).toContainText('Alternate');
  await expect(
    card(page, 'Addresses', 'Savannah').getByRole('button', { name: 'Edit' }),
  ).toBeFocused();
});

test('delete asks first, sends one request and lists the rest; empty book says so', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  let deletes = 0;
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/api/address-books/')) deletes += 1;
  });

  const savannahDelete = card(page, 'Addresses', 'Savannah').getByRole('button', {
    name: 'Delete',
  });
  await savannahDelete.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Address' });
  await expect(confirm.getByText('Are you sure you want to delete it?')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await shot(page, 'address-delete-confirm', false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(savannahDelete).toBeFocused();
  expect(deletes).toBe(0);

  await savannahDelete.click();
  await confirm.getByRole('button', { name: 'Yes! Delete' }).dblclick();
  await expect(toast(page, 'Address deleted successfully!')).toBeVisible();
  await expect(book(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add New Address' })).toBeFocused();
  expect(deletes).toBe(1);

  await card(page, 'Addresses', 'Atlanta').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Yes! Delete' }).click();
  await expect(page.getByText('No addresses available')).toBeVisible();
  await shot(page, 'addresses-empty');
  await expectNoAxeViolations(page);
});

test('a failed add keeps what was typed and shows the server text; a failed delete keeps the card', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  await page.route('**/api/address-books', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { error: 'State is required.' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await fillAddress(page, WAREHOUSE);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog(page).getByRole('alert').filter({ hasText: 'State is required.' }),
  ).toBeVisible();
  await expect(dialog(page).getByLabel('City')).toHaveValue('Marietta');
  await expect(toast(page, 'Address added successfully!')).toHaveCount(0);
  await page.unroute('**/api/address-books');

  // No server text: the generic one.
  await page.route('**/api/address-books', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('An unexpected error occurred.')).toBeVisible();
  await page.unroute('**/api/address-books');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address added successfully!')).toBeVisible();
  await expect(book(page).getByRole('article')).toHaveCount(3);

  await page.route('**/api/address-books/*', (route) =>
    route.fulfill({ status: 500, json: { error: 'Address could not be deleted.' } }),
  );
  await card(page, 'Addresses', 'Savannah').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes! Delete' }).click();
  await expect(toast(page, 'Address could not be deleted.')).toBeVisible();
  await expect(book(page).getByRole('article')).toHaveCount(3);
  await expect(toast(page, 'Address deleted successfully!')).toHaveCount(0);
});

test('a failed edit keeps the change out of the list; the overlay shows while saving', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  await openAddressBook(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/address-books', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.fulfill({
      status: 400,
      json: { error: 'Phone number format should be 123-456-7890' },
    });
  });
  await card(page, 'Addresses', 'Savannah').getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('City').fill('Tybee Island');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  release();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(dialog(page).getByRole('alert')).toContainText(
    'Phone number format should be 123-456-7890',
  );
  await expect(dialog(page).getByLabel('City')).toHaveValue('Tybee Island');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Addresses', 'Savannah')).not.toContainText('Tybee Island');
});
