import { expect, test, type Page, type Request } from './fixtures';
import { textbox } from './support';

// /contact-us: docs/business-rules.md#validation messages on blur and submit, nothing sent when invalid,
// success resets, failure keeps what was typed.

function contactPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact-us') && r.method() === 'POST') seen.push(r);
  });
  return seen;
}

async function fillValid(page: Page) {
  await textbox(page, 'First Name').fill('Dana');
  await textbox(page, 'Last Name').fill('Miller');
  await textbox(page, 'Phone').pressSequentially('4045550142');
  await textbox(page, 'Email').fill('dana@example.com');
  await textbox(page, 'Comments').fill('Do you ship to Savannah?');
}

/**
 * Fixes the form and sends it: the one POST seen by the time it is confirmed is the fixed one, so
 * the refused submit before sent nothing (requests are seen in the order they leave).
 */
async function sendsOnlyOnceFixed(page: Page, posts: Request[], fix: () => Promise<void>) {
  await fix();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Form submitted successfully.' }),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
}

test('the form has the five fields; comments has four rows and a 500 limit', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Comments'])
    await expect(textbox(page, label)).toBeVisible();
  await expect(textbox(page, 'Comments')).toHaveAttribute('rows', '4');
  await expect(textbox(page, 'Comments')).toHaveAttribute('maxlength', '500');
});

test('messages appear on blur', async ({ page }) => {
  await page.goto('/contact-us');
  await textbox(page, 'First Name').focus();
  await textbox(page, 'Last Name').focus();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(textbox(page, 'First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Last Name is required')).toHaveCount(0);

  await textbox(page, 'Phone').pressSequentially('404555');
  await textbox(page, 'Email').fill('dana@');
  await textbox(page, 'Comments').focus();
  await expect(page.getByText('Invalid phone number format')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await textbox(page, 'Comments').blur();
  await expect(page.getByText('Comments are required')).toBeVisible();

  // After a blur, fixing the value clears the message as the user types.
  await textbox(page, 'Phone').press('End');
  await textbox(page, 'Phone').pressSequentially('0142');
  await expect(textbox(page, 'Phone')).toHaveValue('404-555-0142');
  await expect(page.getByText('Invalid phone number format')).toHaveCount(0);
});

test('submitting an empty form shows every message and sends nothing', async ({ page }) => {
  const posts = contactPosts(page);
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'First Name is required',
    'Last Name is required',
    'Phone number is required',
    'Email is required',
    'Comments are required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(textbox(page, 'First Name')).toBeFocused();
  await sendsOnlyOnceFixed(page, posts, () => fillValid(page));
});

test('one invalid field is enough to send nothing', async ({ page }) => {
  const posts = contactPosts(page);
  await page.goto('/contact-us');
  await fillValid(page);
  await textbox(page, 'Email').fill('dana@example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await sendsOnlyOnceFixed(page, posts, () => textbox(page, 'Email').fill('dana@example.com'));
});

for (const who of ['visitor', 'dealer'] as const) {
  test(`a valid message is sent, confirmed and the form is emptied (${who})`, async ({
    page,
    dealer,
  }) => {
    if (who === 'dealer') await dealer.signIn(page);
    await page.goto('/contact-us');
    await fillValid(page);
    const bodies: unknown[] = [];
    await page.route('**/api/contact-us', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Form submitted successfully.' }),
    ).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      firstName: 'Dana',
      lastName: 'Miller',
      phoneNumber: '404-555-0142',
      email: 'dana@example.com',
      comments: 'Do you ship to Savannah?',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Form submitted successfully.' }),
    ).toBeVisible();
    for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Comments'])
      await expect(textbox(page, label)).toHaveValue('');
  });
}

test('a failed send shows the fallback text and keeps everything typed', async ({ page }) => {
  await page.route('**/api/contact-us', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/contact-us');
  await fillValid(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to send your message. Please try again.',
  );
  await expect(textbox(page, 'First Name')).toHaveValue('Dana');
  await expect(textbox(page, 'Last Name')).toHaveValue('Miller');
  await expect(textbox(page, 'Phone')).toHaveValue('404-555-0142');
  await expect(textbox(page, 'Email')).toHaveValue('dana@example.com');
  await expect(textbox(page, 'Comments')).toHaveValue('Do you ship to Savannah?');
  await expect(page.getByText('Form submitted successfully.')).toHaveCount(0);
});

test("a failed send shows the server's error text when there is one", async ({ page }) => {
  await page.route('**/api/contact-us', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Our mail service is down for maintenance.' }),
    }),
  );
  await page.goto('/contact-us');
  await fillValid(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Our mail service is down for maintenance.');
  await expect(textbox(page, 'Comments')).toHaveValue('Do you ship to Savannah?');
});

test('a network failure also keeps the input', async ({ page }) => {
  await page.route('**/api/contact-us', (route) => route.abort('failed'));
  await page.goto('/contact-us');
  await fillValid(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to send your message. Please try again.',
  );
  await expect(textbox(page, 'Email')).toHaveValue('dana@example.com');
});
