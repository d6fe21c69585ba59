import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

// Axe finds nothing on the pages and header states of the app shell.

const PAGES = [
  '/contact-us',
  '/download',
  '/privacy-policy',
  '/return-refund-policy',
  '/warranty',
  '/terms-conditions',
  '/about-us',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`visitor ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const path of ['/contact-us', '/download', '/warranty']) {
  test(`dealer ${path}`, async ({ page, dealer }) => {
    await dealer.signIn(page);
    await page.context().addCookies([
      { name: 'isImpersonated', value: 'true', domain: 'localhost', path: '/' },
      { name: 'impersonatedEmail', value: 'dealer@example.com', domain: 'localhost', path: '/' },
    ]);
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Dana/ })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('dealer header with the account menu open', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.goto('/download');
  await page.getByRole('button', { name: /Dana/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('dealer header with suggestions open and one highlighted', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.goto('/download');
  await page.getByRole('combobox').fill('B12');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('combobox').press('ArrowDown');
  await expectNoAxeViolations(page);
});

test('Products submenu open', async ({ page }) => {
  await page.goto('/download');
  // The header is drawn before the screen's own chunk is in: the page is checked once both are.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Products' }).hover();
  await expect(page.getByRole('menu', { name: 'Product categories' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('loading skeleton in the top bar', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.route('**/api/accounts/me', () => undefined);
  await page.goto('/download');
  await expect(page.getByTestId('account-skeleton')).toBeVisible();
  // The page's own chunk may still be loading; axe looks at the page once its heading is in.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('contact form showing errors, then a failure', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.route('**/api/contact-us', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Miller');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('404-555-0142');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Comments', exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});
