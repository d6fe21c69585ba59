import { expect, test, type Page } from './fixtures';

// Footer, the information pages with their content facts (docs/business-rules.md#screens), and
// the download cards.

const POLICY_LINKS = [
  ['Privacy Policy', '/privacy-policy'],
  ['Return & Refund Policy', '/return-refund-policy'],
  ['Warranty', '/warranty'],
  ['Terms & Conditions', '/terms-conditions'],
  ['About Us', '/about-us'],
] as const;

async function checkFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Atlanta, GA' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Ontario, CA' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
  await expect(footer.getByText(/Phone: \d{3}-\d{3}-\d{4}/)).toBeVisible();
  await expect(footer.getByText(/Fax: \d{3}-\d{3}-\d{4}/)).toBeVisible();
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  const policies = footer.getByRole('navigation', { name: 'Policies' });
  for (const [name, href] of POLICY_LINKS) {
    await expect(policies.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

test('the footer shows two offices, e-mail, phone, fax, social and policy links (visitor)', async ({
  page,
}) => {
  await page.goto('/download');
  await checkFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty', exact: true }).click();
  await expect(page).toHaveURL('/warranty');
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
});

test('the footer is the same for a dealer', async ({ page, dealer }) => {
  await dealer.signIn(page);
  await page.goto('/contact-us');
  await checkFooter(page);
});

const main = (page: Page) => page.getByRole('main');

test('Return & Refund Policy carries every return fact', async ({ page }) => {
  await page.goto('/return-refund-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return & Refund Policy');
  const text = (await main(page).innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('within 30 days of purchase');
  expect(text).toMatch(/unopened and undamaged items only/i);
  expect(text).toMatch(/Assembled cabinets cannot be returned/);
  expect(text).toContain('15% restocking fee');
  expect(text).toContain('up to 24 hours');
  expect(text).toMatch(/return authorization form by e-mail/i);
  await expect(main(page).getByRole('link', { name: /west/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main(page).getByRole('link', { name: /east/ })).toHaveAttribute('href', /^mailto:/);
  expect(text).toMatch(/West-coast claims: \S+@\S+/);
  expect(text).toMatch(/East-coast claims: \S+@\S+/);
  expect(text).toContain('within 72 hours of delivery');
  expect(text).toContain('noted on the bill of lading at delivery');
});

test('Warranty: one-year limited, original purchaser only', async ({ page }) => {
  await page.goto('/warranty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty');
  const text = (await main(page).innerText()).replace(/\s+/g, ' ');
  expect(text).toMatch(/one-year limited warranty/i);
  expect(text).toContain('original purchaser only');
  expect(text).toContain('within 72 hours of delivery');
  expect(text).toContain('bill of lading');
});

test('Terms & Conditions: damage claims, legal claims within one year', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
  const text = (await main(page).innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('within 72 hours of delivery');
  expect(text).toContain('noted on the bill of lading at delivery');
  expect(text).toMatch(/legal claim .* within one \(1\) year/);
  expect(text).toContain('15% restocking fee');
  expect(text).toMatch(/one-year limited, original purchaser only/);
});

test('Privacy Policy and About Us are real pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(4);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(main(page)).toContainText('Atlanta, GA');
  await expect(main(page)).toContainText(
    'Installation services are offered through the Atlanta office only.',
  );
  await expect(page.getByText('This screen is on its way.')).toHaveCount(0);
});

test('the side list links the information pages and marks the current one', async ({ page }) => {
  await page.goto('/warranty');
  const side = page.getByRole('navigation', { name: 'Information pages' });
  await expect(side.getByRole('link', { name: 'Warranty' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await side.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL('/terms-conditions');
  await expect(side.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

for (const who of ['visitor', 'dealer'] as const) {
  test(`Download: three cards open the files in a new tab (${who})`, async ({
    page,
    dealer,
    context,
  }) => {
    if (who === 'dealer') await dealer.signIn(page);
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download');
    const links = main(page).getByRole('link', { name: /^Open / });
    await expect(links).toHaveCount(3);
    const expected = [
      ['Open Warranty', '/downloads/warranty.pdf', 'application/pdf'],
      ['Open Spec Book', '/downloads/spec-book.pdf', 'application/pdf'],
      ['Open Catalog', '/downloads/catalog.zip', 'application/zip'],
    ] as const;
    for (const [name, href, type] of expected) {
      const link = main(page).getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain(type);
      expect((await file.body()).length).toBeGreaterThan(500);
    }
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      main(page)
        .getByRole('link', { name: /^Open Spec Book/ })
        .click(),
    ]);
    expect(tab.url()).toContain('/downloads/spec-book.pdf');
    await expect(page).toHaveURL('/download');
  });
}
