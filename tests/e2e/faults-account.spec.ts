import { expect, type Page } from './fixtures';
import { dealerFaultTest } from './faults-support';

// Fault injection: My Account (orders, order actions, address book, payment
// methods, profile and password). The matrix and the expected texts are in faults-matrix.ts;
// loads reload per fault, actions fail one after another on one page.

const reload = (page: Page) => () => page.reload().then(() => undefined);
const dialog = (page: Page) => page.getByRole('dialog');
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'State') await dialog(page).getByLabel('State').selectOption(value);
    else await dialog(page).getByLabel(label).fill(value);
  }
}

/** Every field still holds what was typed (masked fields as they show it). */
async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await expect(dialog(page).getByLabel(label)).toHaveValue(value);
}

dealerFaultTest(
  'load the profile and the orders',
  'account',
  ['profile', 'orders'],
  async (f, { page }) => {
    await page.goto('/my-account');
    await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
    await f.run('profile', {
      trigger: reload(page),
      kept: async () => {
        await expect(page.getByRole('alert')).toContainText('Your profile could not be loaded.');
        // The rest of the account works.
        await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
      },
    });
    await f.run('orders', {
      trigger: reload(page),
      kept: async () => {
        await expect(page.getByRole('tabpanel', { name: 'My Order' })).toContainText(
          'Your orders could not be loaded.',
        );
        await expect(page.getByRole('tab', { name: 'Address Book' })).toBeVisible();
      },
    });
  },
);

dealerFaultTest(
  'invoice, order again',
  'orderActions',
  ['invoice', 'again'],
  async (f, { page, dealer }) => {
    const so = 'SO-100112';
    const orders = (await (await dealer.api.get('orders?page=1')).json()) as {
      orders: { salesOrderNumber: string; OrderItems: unknown[] }[];
    };
    const lines = orders.orders.find((o) => o.salesOrderNumber === so)!.OrderItems.length;
    await page.goto('/my-account');
    await page.getByRole('button', { name: `View Details of order ${so}` }).click();
    const title = page.getByRole('heading', { name: `Order ${so}` });
    await expect(title).toBeVisible();
    await f.run('invoice', {
      trigger: () => page.getByRole('button', { name: 'Invoice' }).click(),
      kept: () => expect(page.getByRole('button', { name: 'Invoice' })).toBeEnabled(),
    });
    // One call per line; every line fails and is listed with its reason, nothing is in the cart.
    const report = page.getByRole('dialog', { name: 'Some Items Were Not Added' });
    await f.run('again', {
      sends: lines,
      trigger: () => page.getByRole('button', { name: 'Order Again' }).click(),
      kept: async () => {
        await expect(report.getByRole('listitem')).toHaveCount(lines);
        expect(await dealer.cartSkus()).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(title).toBeVisible();
      },
    });
  },
);

const WAREHOUSE = {
  'First Name': 'Sam',
  'Last Name': 'Carver',
  'Company Name': 'Carver Kitchens',
  'Phone Number': '770-555-0123',
  'Address Line 1': '500 Industrial Blvd',
  City: 'Marietta',
  State: 'GA',
  'Zip Code': '30060',
};

dealerFaultTest(
  'load, add, edit, delete',
  'addresses',
  ['load', 'add', 'edit', 'delete'],
  async (f, { page }) => {
    await page.goto('/my-account?tab=address-book');
    const savannah = page.getByRole('article', {
      name: 'Alternate address: Dana Miller, 22 Bay St',
    });
    await expect(savannah).toBeVisible();
    // Spec: a failed address load is only logged; the book falls back to empty.
    await f.run('load', { trigger: reload(page) });
    await page.reload();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await fill(page, WAREHOUSE);
    const save = () => dialog(page).getByRole('button', { name: 'Save' }).click();
    await f.run('add', { trigger: save, kept: () => expectValues(page, WAREHOUSE) });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await savannah.getByRole('button', { name: /^Edit address/ }).click();
    await fill(page, { City: 'Tybee Island' });
    await f.run('edit', {
      trigger: save,
      kept: () => expectValues(page, { City: 'Tybee Island', 'Address Line 1': '22 Bay St' }),
    });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await f.run('delete', {
      trigger: async () => {
        await savannah.getByRole('button', { name: /^Delete address/ }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
      },
      kept: () => expect(savannah).toBeVisible(),
    });
  },
);

const CARD = {
  'Card Number': '5555555555554444',
  'Expiration Date (MM/YY)': '0730',
  CVV: '123',
  'First Name': 'Sam',
  'Last Name': 'Carver',
  'Address Line 1': '500 Industrial Blvd',
  City: 'Marietta',
  State: 'GA',
  'Zip Code': '30060',
};

dealerFaultTest(
  'load, add, edit, delete',
  'payments',
  ['load', 'add', 'edit', 'delete'],
  async (f, { page }) => {
    await page.goto('/my-account?tab=payment-methods');
    const visa = page.getByRole('article', { name: 'Visa XXXX1111' });
    await expect(visa).toBeVisible();
    // Spec: a failed card load is only logged; the list falls back to empty.
    await f.run('load', { trigger: reload(page) });
    await page.reload();
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await fill(page, CARD);
    const save = () => dialog(page).getByRole('button', { name: 'Save' }).click();
    await f.run('add', {
      trigger: save,
      kept: () =>
        expectValues(page, {
          ...CARD,
          'Card Number': '5555 5555 5555 4444',
          'Expiration Date (MM/YY)': '07/30',
        }),
    });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await visa.getByRole('button', { name: /^Edit card/ }).click();
    await fill(page, { 'Expiration Date (MM/YY)': '0931', City: 'Savannah' });
    await f.run('edit', {
      trigger: save,
      kept: () => expectValues(page, { 'Expiration Date (MM/YY)': '09/31', City: 'Savannah' }),
    });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await f.run('delete', {
      trigger: async () => {
        await visa.getByRole('button', { name: /^Delete card/ }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
      },
      kept: () => expect(visa).toBeVisible(),
    });
  },
);

dealerFaultTest(
  'load, save the name, send a code, save the password',
  'profile',
  ['load', 'name', 'code', 'password'],
  async (f, { page }) => {
    await page.goto('/my-account?edit=profile');
    const editName = page.getByRole('button', { name: 'Edit Name' });
    await expect(editName).toBeVisible();
    // Without the account there is nothing to edit: the error, not a skeleton for ever.
    await f.run('load', {
      trigger: reload(page),
      kept: () =>
        expect(page.getByRole('alert')).toContainText('Your profile could not be loaded.'),
    });
    await page.reload();
    await editName.click();
    await box(page, 'First Name').fill('Dina');
    const save = page.getByRole('button', { name: 'Save' });
    await f.run('name', {
      trigger: () => save.click(),
      kept: () => expect(box(page, 'First Name')).toHaveValue('Dina'),
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Password' }).click();
    const form = page.getByRole('form', { name: 'Edit Password' });
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await f.run('code', {
      trigger: () => send.click(),
      kept: () => expect(send).toBeEnabled(),
    });
    await send.click();
    await expect(form.getByRole('button', { name: 'Resend' })).toBeVisible();
    await box(page, 'Verification Code').fill('123456');
    await box(page, 'New Password').fill('Fresh#2026');
    await box(page, 'Confirm New Password').fill('Fresh#2026');
    await f.run('password', {
      trigger: () => form.getByRole('button', { name: 'Save' }).click(),
      kept: async () => {
        await expect(box(page, 'Verification Code')).toHaveValue('123456');
        await expect(box(page, 'New Password')).toHaveValue('Fresh#2026');
        await expect(box(page, 'Confirm New Password')).toHaveValue('Fresh#2026');
      },
    });
  },
);
