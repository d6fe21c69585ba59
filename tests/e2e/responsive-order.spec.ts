import { expect, test } from '@playwright/test';
import { openStory, serveBuild, STORY_TIME } from './stories-support';

// A responsive rule written by one screen must not beat a wider step's rule of a later screen
// (design-system/ResponsiveOrder.tsx). The approval screen writes the Grid's phone rule for one
// column first; the search results, opened next in the same visit, ask for two columns on a
// tablet and one on a phone, and on a phone they get one.
test('search results on a phone after the approval screen: one column', async ({ page }) => {
  const { server, base } = await serveBuild();
  try {
    await page.clock.setFixedTime(STORY_TIME);
    for (const width of [1440, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await openStory(page, base, 'screens--approvals--approve-short-line')).toBe(true);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await openStory(page, base, 'screens--catalog--search-results')).toBe(true);
    const card = page.getByRole('main').getByText('TPW-BER36').first();
    const columns = () =>
      page.evaluate(() => {
        const grid = [...document.querySelectorAll('main *')].find(
          (e) => getComputedStyle(e).display === 'grid' && e.children.length > 4,
        );
        return grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0;
      });
    await expect(card).toBeVisible();
    for (const [width, count] of [
      [768, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns).toBe(count);
    }
  } finally {
    await new Promise((done) => server.close(done));
  }
});
