import { expect, type Page } from './fixtures';
import { dialog, textbox } from './support';
import { dealerFaultTest, reload, type FaultDriver } from './faults-support';
import type { CallId } from './faults-matrix';

// Fault injection: My Account (orders, order actions, address book, payment
// methods, profile and password). The matrix and the expected texts are in faults-matrix.ts;
// loads reload per fault, actions fail one after another on one page.

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

/**
 * The address book and the saved cards share one shape: a list of cards, an add / edit dialog
 * and a delete confirmation. A failed load is only logged and the list falls back to empty
 * (docs/business-rules.md#errors); a failed save keeps the dialog as typed; a failed delete keeps
 * the card.
 */
async function collectionFaults<S extends 'addresses' | 'payments'>(
  f: FaultDriver<S>,
  page: Page,
  c: {
    tab: string;
    /** The accessible name of the card that is edited and deleted. */
    item: string;
    noun: 'address' | 'card';
    add: { button: string; values: Record<string, string>; shown: Record<string, string> };
    edit: { values: Record<string, string>; shown: Record<string, string> };
  },
) {
  // Both screens have these four calls; TypeScript cannot see that through the type parameter.
  const call = (id: 'load' | 'add' | 'edit' | 'delete') => id as CallId<S>;
  await page.goto(`/my-account?tab=${c.tab}`);
  const item = page.getByRole('article', { name: c.item });
  await expect(item).toBeVisible();
  await f.loadFaults(call('load'));
  await page.getByRole('button', { name: c.add.button }).click();
  await fill(page, c.add.values);
  const save = () => dialog(page).getByRole('button', { name: 'Save' }).click();
  const cancel = () => dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await f.run(call('add'), { trigger: save, kept: () => expectValues(page, c.add.shown) });
  await cancel();
  await item.getByRole('button', { name: new RegExp(`^Edit ${c.noun}`) }).click();
  await fill(page, c.edit.values);
  await f.run(call('edit'), { trigger: save, kept: () => expectValues(page, c.edit.shown) });
  await cancel();
  await f.run(call('delete'), {
    trigger: async () => {
      await item.getByRole('button', { name: new RegExp(`^Delete ${c.noun}`) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
    },
    kept: () => expect(item).toBeVisible(),
  });
}

dealerFaultTest(
  'load, add, edit, delete',
  'addresses',
  ['load', 'add', 'edit', 'delete'],
  (f, { page }) =>
    collectionFaults(f, page, {
      tab: 'address-book',
      item: 'Alternate address: Dana Miller, 22 Bay St',
      noun: 'address',
      add: { button: 'Add New Address', values: WAREHOUSE, shown: WAREHOUSE },
      edit: {
        values: { City: 'Tybee Island' },
        shown: { City: 'Tybee Island', 'Address Line 1': '22 Bay St' },
      },
    }),
);

dealerFaultTest(
  'load, add, edit, delete',
  'payments',
  ['load', 'add', 'edit', 'delete'],
  (f, { page }) =>
    collectionFaults(f, page, {
      tab: 'payment-methods',
      item: 'Visa XXXX1111',
      noun: 'card',
      add: {
        button: 'Add New Card',
        values: CARD,
        shown: {
          ...CARD,
          'Card Number': '5555 5555 5555 4444',
          'Expiration Date (MM/YY)': '07/30',
        },
      },
      edit: {
        values: { 'Expiration Date (MM/YY)': '0931', City: 'Savannah' },
        shown: { 'Expiration Date (MM/YY)': '09/31', City: 'Savannah' },
      },
    }),
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
    await f.loadFaults('load', () =>
      expect(page.getByRole('alert')).toContainText('Your profile could not be loaded.'),
    );
    await editName.click();
    await textbox(page, 'First Name').fill('Dina');
    const save = page.getByRole('button', { name: 'Save' });
    await f.run('name', {
      trigger: () => save.click(),
      kept: () => expect(textbox(page, 'First Name')).toHaveValue('Dina'),
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
    await textbox(page, 'Verification Code').fill('123456');
    await textbox(page, 'New Password').fill('Fresh#2026');
    await textbox(page, 'Confirm New Password').fill('Fresh#2026');
    await f.run('password', {
      trigger: () => form.getByRole('button', { name: 'Save' }).click(),
      kept: async () => {
        await expect(textbox(page, 'Verification Code')).toHaveValue('123456');
        await expect(textbox(page, 'New Password')).toHaveValue('Fresh#2026');
        await expect(textbox(page, 'Confirm New Password')).toHaveValue('Fresh#2026');
      },
    });
  },
);
