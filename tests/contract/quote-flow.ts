import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { call, expectStatus, signIn, type Reply as AnyReply } from './support';

type Reply = AnyReply<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Shared steps of the quote-pricing contract tests (docs/business-rules.md#quote-prices): the
// dealer's moves on a quote, staff's side, and the day arithmetic the mock uses (UTC days).

const DAY_MS = 86_400_000;

/** The UTC day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The same day as the API words it in a refusal: 'Nov 23, 2026'. */
export const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

export const staffSignIn = async (request: APIRequestContext) =>
  (await signIn(request, 'staff@example.com', 'Staff#2026')).accessToken;

export interface QuoteSteps {
  get: () => Promise<Reply>;
  request: (message?: unknown, lines?: unknown) => Promise<Reply>;
  withdraw: () => Promise<Reply>;
  accept: () => Promise<Reply>;
  askAgain: (message?: unknown) => Promise<Reply>;
  offer: (body: Record<string, unknown>) => Promise<Reply>;
}

/** The moves on one quote: the dealer's with `token`, the offer with `staff`. */
export function quoteSteps(
  request: APIRequestContext,
  id: number,
  token: string,
  staff: () => Promise<string>,
): QuoteSteps {
  const post = (path: string, data?: unknown) =>
    call(request, 'POST', `/carts/${id}${path}`, { token, data });
  return {
    get: () => call(request, 'GET', `/carts/${id}`, { token }),
    request: (message = 'A project price for the Hill kitchen, please.', lines) =>
      post('/pricing-request', lines === undefined ? { message } : { message, lines }),
    withdraw: () => post('/pricing-request/withdraw'),
    accept: () => post('/offer/accept'),
    askAgain: (message = 'Could you do 15 %?') => post('/offer/ask-again', { message }),
    offer: async (body) =>
      call(request, 'POST', `/staff/pricing-requests/${id}/offer`, {
        token: await staff(),
        data: { validUntil: dayFromToday(14), reply: 'Our best price.', ...body },
      }),
  };
}

/** The call succeeded and the quote reads `status`; answers the quote. */
export async function expectQuote(reply: Reply | Promise<Reply>, status: string) {
  const r = await reply;
  expectStatus(r, 200);
  const quote = (r.body.quote ?? r.body) as { status: string };
  expect(quote.status).toBe(status);
  return r.body;
}
