import { expect, test, type Page, type Request } from './fixtures';

// Header SKU search: suggestions (up to 5), product page, search page, blank ignored,
// debounced, combobox keyboard pattern.

test.beforeEach(async ({ page, dealer }) => {
  await dealer.signIn(page);
});

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/products/search')) seen.push(r);
  });
  return seen;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search by SKU' });
const list = (page: Page) => page.getByRole('listbox', { name: 'SKU suggestions' });

test('typing B12 suggests TPW-B12 (at most 5); choosing it opens its product page', async ({
  page,
}) => {
  await page.goto('/download');
  await box(page).fill('B12');
  const option = list(page).getByRole('option', { name: /TPW-B12/ });
  await expect(option).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await list(page).getByRole('option').count()).toBeLessThanOrEqual(5);

  const productRequest = page.waitForRequest(/\/api\/products\/\d+$/);
  await option.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const id = new URL((await productRequest).url()).pathname.split('/').pop();
  await expect(page).toHaveURL(`/products/${id}`);
  await expect(box(page)).toHaveValue('');
  await expect(list(page)).toHaveCount(0);
});

test('typing is debounced: one request for the finished keyword, with limit 5', async ({
  page,
}) => {
  const requests = searchRequests(page);
  await page.clock.install();
  await page.goto('/download');
  await expect(box(page)).toBeVisible();
  // Time stands still while typing, so only the debounce decides what is asked.
  await page.clock.pauseAt(Date.now() + 60_000);
  await box(page).pressSequentially('B12');
  await page.clock.runFor(100);
  expect(requests).toHaveLength(0);
  await page.clock.runFor(300);
  await expect(list(page).getByRole('option', { name: /TPW-B12/ })).toBeVisible();
  const asked = requests.map((r) => new URL(r.url()).searchParams);
  expect(asked.map((q) => q.get('keyword'))).toEqual(['B12']);
  expect(asked[0]!.get('limit')).toBe('5');
  expect(asked[0]!.get('page')).toBe('1');
});

test('a broad keyword still shows no more than 5 suggestions', async ({ page }) => {
  await page.goto('/download');
  await box(page).fill('TPW');
  await expect(list(page)).toBeVisible();
  await expect(list(page).getByRole('option')).toHaveCount(5);
});

test('Enter goes to the search page for the typed keyword', async ({ page }) => {
  await page.goto('/download');
  await box(page).fill('B12');
  await box(page).press('Enter');
  await expect(page).toHaveURL('/search?keyword=B12');
});

test('the magnifier goes to the search page too', async ({ page }) => {
  await page.goto('/contact-us');
  await box(page).fill('-ber');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?keyword=-ber');
});

test('blank input is ignored: nothing is asked and nothing navigates', async ({ page }) => {
  const requests = searchRequests(page);
  await page.clock.install();
  await page.goto('/download');
  await expect(box(page)).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await box(page).fill('   ');
  await box(page).press('Enter');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  // Well past the 250 ms debounce: a suggestion call for the blank input would have left now.
  await page.clock.runFor(600);
  await expect(page).toHaveURL('/download');
  await expect(list(page)).toHaveCount(0);
  // Requests are seen in the order they leave, so the first one is the real keyword's.
  await box(page).fill('B12');
  await page.clock.runFor(300);
  await expect(list(page).getByRole('option', { name: /TPW-B12/ })).toBeVisible();
  expect(requests.map((r) => new URL(r.url()).searchParams.get('keyword'))).toEqual(['B12']);
});

test('arrows move through the suggestions and Enter opens the highlighted one', async ({
  page,
}) => {
  await page.goto('/download');
  await box(page).fill('B12');
  await expect(list(page).getByRole('option').first()).toBeVisible();
  const options = list(page).getByRole('option');
  const count = await options.count();

  await box(page).press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await box(page).press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toBeFocused();

  const sku = (await options.nth(0).textContent())!.match(/[A-Z]+-B12/)![0];
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByText(sku).first()).toBeVisible();
});

test('Escape closes the suggestions, a second Escape clears the box', async ({ page }) => {
  await page.goto('/download');
  await box(page).fill('B12');
  await expect(list(page)).toBeVisible();
  await box(page).press('Escape');
  await expect(list(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('B12');
  await box(page).press('Escape');
  await expect(box(page)).toHaveValue('');
});
