import { expect } from './fixtures';
import { staffFaultTest } from './faults-support';
import { FAULTS, type Fault } from './faults-matrix';

// Fault injection: staff's Pricing Requests (the list, one request, Send Offer). The matrix and
// the expected texts are in faults-matrix.ts; the test's dealer has a request open. One page
// walks every fault of the three calls.

staffFaultTest(
  'load the list and a request, send an offer',
  'pricingRequests',
  ['list', 'request', 'offer'],
  async (f, { page, dealer }) => {
    const quoteId = dealer.seed.quote;
    const asked = await dealer.api.post(`carts/${quoteId}/pricing-request`, {
      data: { message: 'A project price, please.' },
    });
    expect(asked.status()).toBe(200);
    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    const failed = () => expect(tryAgain).toBeVisible();
    // A load's first fault comes as staff open the screen; the next ones press its Try Again,
    // which sends the same read again (and, last, with the API answering, shows the screen).
    const load = (open: () => Promise<unknown>) => async (fault: Fault) => {
      await (fault === FAULTS[0] ? open() : tryAgain.click());
    };

    await f.run('list', {
      trigger: load(() => page.goto('/staff/pricing-requests')),
      kept: failed,
    });
    await tryAgain.click();
    const list = page.getByRole('table', { name: 'Open pricing requests' });
    const link = list.getByRole('row').filter({ hasText: dealer.email }).getByRole('link');
    await f.run('request', { trigger: load(() => link.click()), kept: failed });
    await tryAgain.click();

    const percent = page.getByLabel('Percentage off (%)');
    const replyBox = page.getByLabel(/Reply to the dealer/);
    await percent.fill('10');
    await replyBox.fill('10 % off the whole quote.');
    await f.run('offer', {
      trigger: () => page.getByRole('button', { name: 'Send Offer' }).click(),
      kept: async () => {
        await expect(percent).toHaveValue('10');
        await expect(replyBox).toHaveValue('10 % off the whole quote.');
        await expect(page).toHaveURL(new RegExp(`/staff/pricing-requests/${quoteId}$`));
        await expect(page.getByRole('button', { name: 'Send Offer' })).toBeEnabled();
      },
    });
  },
);
