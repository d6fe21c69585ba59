import { MOCK_URL } from '../support/test-accounts';
import { expect, STAFF } from './fixtures';
import { dealerFaultTest } from './faults-support';
import { dialog } from './support';

// Fault injection: the dealer's special-pricing moves on a quote (docs/business-rules.md#quote-prices).
// One page walks them in the order a dealer meets them: Request Special Pricing, Withdraw Request,
// then (staff's offer made through the API) Accept Offer and Ask Again. The texts are in
// faults-matrix.ts; a failure keeps what was typed and the status the quote had.

const DAY_MS = 86_400_000;

dealerFaultTest(
  'request, withdraw, accept an offer, ask again',
  'quotePricing',
  ['request', 'withdraw', 'accept', 'askAgain'],
  async (f, { page, dealer }) => {
    const quoteId = dealer.seed.quote;
    const status = page.getByTestId('quote-status');
    await page.goto(`/quotes/${quoteId}`);
    await page.getByRole('button', { name: 'Request Special Pricing' }).click();
    const box = dialog(page);
    const message = box.getByLabel('Message');
    const note = box.getByLabel('Note on TPW-B12');
    await message.fill('A project price for the Hill kitchen, please.');
    await note.fill('For the island.');
    const send = box.getByRole('button', { name: 'Send Request' });
    await f.run('request', {
      trigger: () => send.click(),
      kept: async () => {
        await expect(message).toHaveValue('A project price for the Hill kitchen, please.');
        await expect(note).toHaveValue('For the island.');
        await expect(send).toBeEnabled();
        await expect(status).toContainText('Draft');
      },
    });
    await send.click();
    await expect(status).toContainText('Pricing Requested');

    await f.run('withdraw', {
      trigger: async () => {
        await page.getByRole('button', { name: 'Withdraw Request' }).click();
        await page.getByRole('button', { name: 'Yes! Withdraw' }).click();
      },
      kept: () => expect(status).toContainText('Pricing Requested'),
    });

    const signedIn = await page.request.post(`${MOCK_URL}/accounts/login`, { data: STAFF });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const offered = await page.request.post(`${MOCK_URL}/staff/pricing-requests/${quoteId}/offer`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        percentOff: 10,
        validUntil: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
        reply: '10 % off the whole quote.',
      },
    });
    expect(offered.status()).toBe(200);
    await page.reload();
    await expect(status).toContainText('Offer Received');

    await f.run('accept', {
      trigger: () => page.getByRole('button', { name: 'Accept Offer' }).click(),
      kept: async () => {
        await expect(status).toContainText('Offer Received');
        await expect(page.getByRole('button', { name: 'Accept Offer' })).toBeEnabled();
      },
    });

    await page.getByRole('button', { name: 'Ask Again' }).click();
    const again = dialog(page).getByLabel('Message');
    await again.fill('Could you do 15 %?');
    await f.run('askAgain', {
      trigger: () => dialog(page).getByRole('button', { name: 'Send' }).click(),
      kept: async () => {
        await expect(again).toHaveValue('Could you do 15 %?');
        await expect(status).toContainText('Offer Received');
      },
    });
  },
);
