import { arrangeCart, line, P } from './cart-support';
import { expect, type Page } from './fixtures';
import { dealerFaultTest } from './faults-support';

// Fault injection: the cart and the quotes. The matrix and the expected texts
// are in faults-matrix.ts; loads reload per fault, actions fail one after another on one page.

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

dealerFaultTest(
  'load and every action',
  'cart',
  ['load', 'change', 'remove', 'batch', 'po', 'discount', 'clear', 'quote'],
  async (f, { page, dealer }) => {
    await arrangeCart(dealer, [{ productId: P.B12 }, { productId: P.B15 }]);
    await page.goto('/cart');
    await expect(line(page, 'TPW-B12')).toBeVisible();
    await f.loadFaults('load', () =>
      expect(page.getByRole('alert')).toContainText('The cart could not be loaded.'),
    );
    const quantity = page.getByLabel('Quantity for TPW-B12');
    // A refused change is not shown as done: the line shows what the server holds.
    await f.run('change', {
      trigger: async () => void (await quantity.selectOption('2')),
      kept: () => expect(quantity).toHaveValue('1'),
    });
    await f.run('remove', {
      trigger: () => button(page, 'Remove TPW-B12').click(),
      kept: () => expect(line(page, 'TPW-B12')).toBeVisible(),
    });
    await f.run('batch', {
      trigger: async () => {
        await button(page, 'Batch Edit').click();
        await page.getByRole('checkbox', { name: 'Select TPW-B12' }).click();
        await button(page, 'AW · Atlanta White').click();
      },
      kept: async () => {
        await expect(page.getByRole('alert').filter({ hasText: 'TPW-B12:' })).toBeVisible();
        await expect(line(page, 'TPW-B12')).toBeVisible();
      },
    });
    await button(page, 'Edit PO Number').click();
    const po = page.getByRole('textbox', { name: 'PO Number' });
    await po.fill('JOB-42');
    await f.run('po', {
      trigger: () => button(page, 'Confirm PO Number').click(),
      kept: () => expect(po).toHaveValue('JOB-42'),
    });
    await button(page, 'Cancel editing PO Number').click();
    await button(page, 'Have a discount code?').click();
    const code = page.getByRole('textbox', { name: 'Discount code' });
    await code.fill('DEALER10');
    await f.run('discount', {
      trigger: () => button(page, 'Apply').click(),
      kept: async () => {
        await expect(code).toHaveValue('DEALER10');
        await expect(page.getByRole('status', { name: 'Discount Applied' })).toHaveCount(0);
      },
    });
    await f.run('clear', {
      trigger: async () => {
        await button(page, 'Clear Bag').click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Clear' }).click();
      },
      kept: () => expect(line(page, 'TPW-B12')).toBeVisible(),
    });
    await f.run('quote', {
      trigger: () => button(page, 'Save as Quote').click(),
      kept: async () => {
        await expect(page).toHaveURL(/\/cart$/);
        await expect(line(page, 'TPW-B15')).toBeVisible();
      },
    });
  },
);

dealerFaultTest(
  'load, rename, delete',
  'quotes',
  ['load', 'rename', 'delete'],
  async (f, { page, dealer }) => {
    await page.goto('/quotes');
    const card = page.getByRole('listitem', { name: 'Quote PO-1001' });
    await expect(card).toBeVisible();
    // A failed quote list is only logged and the list falls back to empty.
    await f.loadFaults('load');
    await button(page, 'Edit PO number of PO-1001').click();
    const po = page.getByRole('textbox', { name: `PO Number of quote ${dealer.seed.quote}` });
    await po.fill('KITCHEN-7');
    await f.run('rename', {
      trigger: () => button(page, 'Save').click(),
      kept: () => expect(po).toHaveValue('KITCHEN-7'),
    });
    await button(page, 'Cancel').click();
    await f.run('delete', {
      trigger: async () => {
        await card.getByRole('button', { name: 'Delete This Quote' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
      },
      kept: () => expect(card).toBeVisible(),
    });
  },
);

dealerFaultTest(
  'load and every action',
  'quote',
  ['load', 'rename', 'change', 'remove', 'batch', 'pdf', 'move', 'delete'],
  async (f, { page, dealer }) => {
    await page.goto(`/quotes/${dealer.seed.quote}`);
    await expect(line(page, 'TPW-B12')).toBeVisible();
    await f.loadFaults('load', () =>
      expect(page.getByRole('alert')).toContainText('The quote could not be loaded.'),
    );
    await button(page, 'Edit PO Number').click();
    const po = page.getByRole('textbox', { name: 'PO Number' });
    await po.fill('KITCHEN-9');
    await f.run('rename', {
      trigger: () => button(page, 'Save').click(),
      kept: () => expect(po).toHaveValue('KITCHEN-9'),
    });
    await button(page, 'Cancel').click();
    const quantity = page.getByLabel('Quantity for TPW-B12');
    await f.run('change', {
      trigger: async () => void (await quantity.selectOption('3')),
      kept: () => expect(quantity).toHaveValue('2'),
    });
    await f.run('remove', {
      trigger: () => button(page, 'Remove TPW-B12').click(),
      kept: () => expect(line(page, 'TPW-B12')).toBeVisible(),
    });
    await f.run('batch', {
      trigger: async () => {
        await button(page, 'Batch Edit').click();
        await page.getByRole('checkbox', { name: 'Select TPW-B12' }).click();
        await button(page, 'AW · Atlanta White').click();
      },
      kept: () => expect(page.getByRole('alert').filter({ hasText: 'TPW-B12:' })).toBeVisible(),
    });
    await f.run('pdf', { trigger: () => button(page, 'Download PDF').click() });
    await f.run('move', {
      trigger: () => button(page, 'Move to Shopping Cart').click(),
      kept: () => expect(page).toHaveURL(/\/quotes\/\d+$/),
    });
    await f.run('delete', {
      trigger: async () => {
        await button(page, 'Delete This Cart').click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Yes! Delete' }).click();
      },
      kept: async () => {
        await expect(page).toHaveURL(/\/quotes\/\d+$/);
        await expect(line(page, 'TPW-B12')).toBeVisible();
      },
    });
  },
);
