import { expect, type Locator, type Page } from './fixtures';
import { textbox } from './support';
import { dealerFaultTest, reload, visitorFaultTest, type FaultDriver } from './faults-support';
import type { CallId } from './faults-matrix';

// Fault injection: catalog screens and the contact form. The matrix and the
// expected texts are in faults-matrix.ts; loads reload per fault, actions fail on one page.

dealerFaultTest(
  'load a tab, order a sample',
  'products',
  ['load', 'sample'],
  async (f, { page }) => {
    await page.goto('/our-products?category=Hardware');
    await expect(page.getByRole('link', { name: /Shop This Style/ }).first()).toBeVisible();
    await f.run('load', {
      trigger: reload(page),
      kept: () =>
        expect(page.getByRole('alert')).toContainText('Hardware products could not be loaded.'),
    });
    await page.getByRole('tab', { name: 'Cabinets' }).click();
    await f.run('sample', {
      trigger: () =>
        page.getByRole('button', { name: 'Order a Sample: Thielsen Pigeon White' }).click(),
      kept: () => expect(page).toHaveURL(/category=Cabinets/),
    });
  },
);

/**
 * A screen that lists products with a quantity and Add to Bag: its load fails (and `failed` is
 * what shows), then adding fails and the quantity chosen stays.
 */
async function addToBagFaults<S extends 'colour' | 'product' | 'search'>(
  f: FaultDriver<S>,
  page: Page,
  c: { path: string; quantity: Locator; add: Locator; failed: () => Promise<void> },
) {
  // All three screens have these two calls; TypeScript cannot see that through the type parameter.
  const call = (id: 'load' | 'add') => id as CallId<S>;
  await page.goto(c.path);
  await expect(c.quantity).toBeVisible();
  await f.loadFaults(call('load'), c.failed);
  await c.quantity.selectOption('2');
  await f.run(call('add'), {
    trigger: () => c.add.click(),
    kept: () => expect(c.quantity).toHaveValue('2'),
  });
}

dealerFaultTest('load the table, add to bag', 'colour', ['load', 'add'], (f, { page }) =>
  addToBagFaults(f, page, {
    path: '/cabinets/thielsen-pigeon-white',
    quantity: page.getByLabel('Quantity for TPW-B12'),
    add: page.getByRole('button', { name: 'Add to Bag: TPW-B12' }),
    failed: () => expect(page.getByRole('alert')).toContainText('Products could not be loaded.'),
  }),
);

dealerFaultTest('load, add to bag', 'product', ['load', 'add'], (f, { page }) =>
  addToBagFaults(f, page, {
    path: '/products/101',
    quantity: page.getByLabel('Quantity', { exact: true }),
    add: page.getByRole('button', { name: 'Add to Bag' }),
    // A product that fails to load: the message and the not-found content.
    failed: () =>
      expect(page.getByText('We are sorry, But the page you are looking for')).toBeVisible(),
  }),
);

dealerFaultTest('load, add to bag', 'search', ['load', 'add'], (f, { page }) =>
  addToBagFaults(f, page, {
    path: '/search?keyword=TPW-B12',
    quantity: page.getByLabel('Quantity for TPW-B12'),
    add: page.getByRole('button', { name: 'Add to Bag: TPW-B12' }),
    failed: () => expect(page.getByRole('alert')).toContainText('Search failed.'),
  }),
);

visitorFaultTest('send a message', 'contact', ['submit'], async (f, { page }) => {
  await page.goto('/contact-us');
  await textbox(page, 'First Name').fill('Dana');
  await textbox(page, 'Last Name').fill('Miller');
  await textbox(page, 'Phone').pressSequentially('4045550142');
  await textbox(page, 'Email').fill('dana@example.com');
  await textbox(page, 'Comments').fill('Do you ship to Savannah?');
  await f.run('submit', {
    trigger: () => page.getByRole('button', { name: 'Submit' }).click(),
    kept: async () => {
      await expect(textbox(page, 'First Name')).toHaveValue('Dana');
      await expect(textbox(page, 'Last Name')).toHaveValue('Miller');
      await expect(textbox(page, 'Phone')).toHaveValue('404-555-0142');
      await expect(textbox(page, 'Email')).toHaveValue('dana@example.com');
      await expect(textbox(page, 'Comments')).toHaveValue('Do you ship to Savannah?');
      await expect(page.getByText('Form submitted successfully.')).toHaveCount(0);
    },
  });
});
