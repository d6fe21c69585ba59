import { recordTexts, wasShown } from './cart-support';
import { expect, test, type Page } from './fixtures';

// With the backend frozen (no /api answer ever), no route stays white. The maintenance
// check gives up after 3 s and reads after 15 s (src/api/client.ts); the page clock is run past
// both instead of waiting for real.

const MAINTENANCE_WAIT_MS = 3_000;
const READ_TIMEOUT_MS = 15_000;
const CLOCK_STEP_MS = 2_500;

type Row = { path: string; dealer?: boolean; shows: string | RegExp };

const rows: Row[] = [
  { path: '/login', shows: 'DEALER LOGIN' },
  { path: '/signup', shows: 'New Dealer Form' },
  { path: '/password-reset', shows: 'Password Reset' },
  // A failed load says so and sends the visitor on to /login.
  { path: '/activate-account/pending-1', shows: 'Failed to load account information.' },
  { path: '/our-products?category=Cabinets', shows: 'Thielsen Pigeon White' },
  { path: '/our-products?category=Hardware', shows: 'Hardware products could not be loaded.' },
  { path: '/cabinets/thielsen-pigeon-white', shows: 'Products could not be loaded.' },
  { path: '/products/101', shows: 'Error fetching product.' },
  { path: '/search?keyword=B12', dealer: true, shows: 'Search failed.' },
  { path: '/contact-us', shows: 'Contact Us' },
  { path: '/download', shows: 'Download' },
  { path: '/warranty', shows: 'Warranty' },
  { path: '/my-account', dealer: true, shows: 'Failed to fetch orders. Please try again later.' },
  { path: '/cart', dealer: true, shows: 'Cart' },
  { path: '/no-such-page', shows: /not found|404/i },
];

/**
 * Runs the page clock in steps until `text` shows, for at most `limitMs` of page time. Chunks
 * load in real time while the page clock stands still, so one long jump could pass before a lazy
 * screen has even started its request; steps of a sixth of the read timeout need few polls.
 */
async function runUntilShown(page: Page, text: string | RegExp, limitMs: number) {
  const target = page.getByText(text).first();
  // A short toast can come and go between two polls, so texts added to the page count too.
  const seen = async () => (await target.isVisible()) || (await wasShown(page, text));
  let elapsed = 0;
  await expect
    .poll(
      async () => {
        if (await seen()) return true;
        if (elapsed >= limitMs) return `not shown within ${limitMs} ms of page time`;
        await page.clock.runFor(CLOCK_STEP_MS);
        elapsed += CLOCK_STEP_MS;
        return seen();
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
}

async function freezeApi(page: Page): Promise<void> {
  // Never fulfilled: the request hangs as it would against a frozen backend.
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    () => undefined,
  );
}

for (const row of rows) {
  test(`${row.path}${row.dealer ? ' (dealer)' : ''} shows the shell and a message with the API frozen`, async ({
    page,
    dealer,
  }) => {
    if (row.dealer) await dealer.signIn(page);
    await recordTexts(page);
    await page.clock.install();
    await freezeApi(page);
    await page.goto(row.path);
    // The site opens after the maintenance wait. Its timer starts when the app has rendered,
    // which may be after the load event, so the clock runs in steps until the header shows.
    await expect
      .poll(
        async () => {
          if (await page.getByRole('banner').isVisible()) return true;
          await page.clock.runFor(MAINTENANCE_WAIT_MS / 4);
          return false;
        },
        { message: 'the header shows after the maintenance wait', intervals: [50] },
      )
      .toBe(true);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await runUntilShown(page, row.shows, 2 * READ_TIMEOUT_MS);
    // Skeletons gave way to content or an error.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // A failed activation link moves on to /login, whose screen may still be loading.
    await expect
      .poll(async () => (await page.locator('main').innerText()).trim().length)
      .toBeGreaterThan(10);
  });
}

test('a data view that timed out offers Try Again, which asks again', async ({ page }) => {
  await page.clock.install();
  let frozen = true;
  let asked = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => {
      if (new URL(route.request().url()).pathname === '/api/products') asked += 1;
      if (!frozen) return route.continue();
    },
  );
  await page.goto('/our-products?category=Hardware');
  await runUntilShown(
    page,
    'Hardware products could not be loaded.',
    MAINTENANCE_WAIT_MS + 2 * READ_TIMEOUT_MS,
  );
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Hardware products could not be loaded.' });
  await expect(alert).toContainText('The server did not answer in time. Please try again.');
  frozen = false;
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: /pull/i }).first()).toBeVisible();
  expect(asked).toBe(2);
});
