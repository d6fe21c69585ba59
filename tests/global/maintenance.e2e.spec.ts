import { expect, test } from '@playwright/test';
import { MOCK_URL } from '../support/test-accounts';

// The maintenance switch is global to the mock: this runs in the `global-state` project, alone,
// before the parallel projects start; the reset afterwards leaves the gate open for them.

test.afterEach(async ({ request }) => {
  expect((await request.post(`${MOCK_URL}/__reset`)).ok()).toBe(true);
});

test('the maintenance gate replaces the whole site, with defaults when no text is given', async ({
  page,
  request,
}) => {
  await request.post(`${MOCK_URL}/__maintenance`, {
    data: {
      isMaintenance: true,
      maintenanceTitle: 'Back at noon',
      maintenanceDescription: 'Inventory count today.',
    },
  });
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Back at noon' })).toBeVisible();
  await expect(page.getByText('Inventory count today.')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  // Nothing of the site stays, not even the advisory the HTML drew before the app ran.
  await expect(page.getByRole('region', { name: 'Tariff advisory' })).toBeHidden();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Back at noon' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await request.post(`${MOCK_URL}/__maintenance`, {
    data: { isMaintenance: true, maintenanceTitle: null, maintenanceDescription: null },
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
  await expect(page.getByText('We’ll be back soon.')).toBeVisible();
});
