import { expect, test } from '@playwright/test';

test('storefront opens and reaches the demo API through the proxy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Storefront');
  await expect(page.getByRole('status')).toHaveText('Demo API is up');
});
