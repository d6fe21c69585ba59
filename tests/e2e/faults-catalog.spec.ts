import { expect, type Page } from './fixtures';
import { dealerFaultTest, visitorFaultTest } from './faults-support';

// Fault injection: catalog screens and the contact form. The matrix and the
// expected texts are in faults-matrix.ts; loads reload per fault, actions fail on one page.

const reload = (page: Page) => () => page.reload().then(() => undefined);

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

dealerFaultTest('load the table, add to bag', 'colour', ['load', 'add'], async (f, { page }) => {
  await page.goto('/cabinets/thielsen-pigeon-white');
  await expect(page.getByLabel('Quantity for TPW-B12')).toBeVisible();
  await f.run('load', {
    trigger: reload(page),
    kept: () => expect(page.getByRole('alert')).toContainText('Products could not be loaded.'),
  });
  await page.reload();
  const quantity = page.getByLabel('Quantity for TPW-B12');
  await quantity.selectOption('2');
  await f.run('add', {
    trigger: () => page.getByRole('button', { name: 'Add to Bag: TPW-B12' }).click(),
    kept: () => expect(quantity).toHaveValue('2'),
  });
});

dealerFaultTest('load, add to bag', 'product', ['load', 'add'], async (f, { page }) => {
  await page.goto('/products/101');
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
  // A product that fails to load: the message and the not-found content.
  await f.run('load', {
    trigger: reload(page),
    kept: () =>
      expect(page.getByText('We are sorry, But the page you are looking for')).toBeVisible(),
  });
  await page.reload();
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.selectOption('3');
  await f.run('add', {
    trigger: () => page.getByRole('button', { name: 'Add to Bag' }).click(),
    kept: () => expect(quantity).toHaveValue('3'),
  });
});

dealerFaultTest('load, add to bag', 'search', ['load', 'add'], async (f, { page }) => {
  await page.goto('/search?keyword=TPW-B12');
  await expect(page.getByLabel('Quantity for TPW-B12')).toBeVisible();
  await f.run('load', {
    trigger: reload(page),
    kept: () => expect(page.getByRole('alert')).toContainText('Search failed.'),
  });
  await page.reload();
  const quantity = page.getByLabel('Quantity for TPW-B12');
  await quantity.selectOption('2');
  await f.run('add', {
    trigger: () => page.getByRole('button', { name: 'Add to Bag: TPW-B12' }).click(),
    kept: () => expect(quantity).toHaveValue('2'),
  });
});

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

visitorFaultTest('send a message', 'contact', ['submit'], async (f, { page }) => {
  await page.goto('/contact-us');
  await field(page, 'First Name').fill('Dana');
  await field(page, 'Last Name').fill('Miller');
  await field(page, 'Phone').pressSequentially('4045550142');
  await field(page, 'Email').fill('dana@example.com');
  await field(page, 'Comments').fill('Do you ship to Savannah?');
  await f.run('submit', {
    trigger: () => page.getByRole('button', { name: 'Submit' }).click(),
    kept: async () => {
      await expect(field(page, 'First Name')).toHaveValue('Dana');
      await expect(field(page, 'Last Name')).toHaveValue('Miller');
      await expect(field(page, 'Phone')).toHaveValue('404-555-0142');
      await expect(field(page, 'Email')).toHaveValue('dana@example.com');
      await expect(field(page, 'Comments')).toHaveValue('Do you ship to Savannah?');
      await expect(page.getByText('Form submitted successfully.')).toHaveCount(0);
    },
  });
});
