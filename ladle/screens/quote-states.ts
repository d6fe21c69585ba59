import type { World } from '../../mocks/msw';
import type { QuoteMessageRecord } from '../../mocks/state';

// Quotes in each status for the screen stories (docs/business-rules.md#quote-prices), made from
// the seed's quote as the API would leave them; the stories' clock is fixed (STORY_TIME).

const DEALER = 'dealer@example.com';
const DAY_MS = 86_400_000;
type Status = 'DRAFT' | 'PRICING_REQUESTED' | 'OFFER_RECEIVED' | 'ACCEPTED' | 'EXPIRED' | 'ORDERED';

const message = (kind: QuoteMessageRecord['kind'], at: number, text: string | null) => ({
  kind,
  from: kind === 'OFFER_SENT' ? ('STAFF' as const) : ('DEALER' as const),
  name: kind === 'OFFER_SENT' ? 'Sam Staff' : 'Dana Miller',
  text,
  at: new Date(at).toISOString(),
});

/** The dealer's quotes become one copy of the seed quote per status, newest first. */
export function quotesInEachStatus(w: World, statuses: Status[]) {
  const data = w.state.data[DEALER]!;
  const seed = data.quotes[0]!;
  const now = w.clock();
  data.quotes = statuses.map((status, n) => {
    const quote = structuredClone(seed);
    quote.id = seed.id + n;
    quote.poNumber = `PO-${1001 + n}`;
    quote.items = quote.items.map((i, k) => ({ ...i, cartItemId: 9700 + n * 10 + k }));
    const offered = status === 'OFFER_RECEIVED' || status === 'ACCEPTED' || status === 'ORDERED';
    const prices = Object.fromEntries(
      quote.items.map((i) => [i.cartItemId, Math.round((i.heldCents! * 9) / 10)]),
    );
    if (status === 'ACCEPTED' || status === 'ORDERED')
      for (const i of quote.items) i.heldCents = prices[i.cartItemId];
    const asked = now - 3 * DAY_MS;
    const validUntil = new Date(now + 14 * DAY_MS).toISOString().slice(0, 10);
    quote.terms = {
      savedAt: new Date(status === 'EXPIRED' ? now - 40 * DAY_MS : now - 5 * DAY_MS).toISOString(),
      validUntil: status === 'ACCEPTED' || status === 'ORDERED' ? validUntil : null,
      phase: status === 'EXPIRED' ? 'DRAFT' : status,
      offer: offered
        ? {
            offeredAt: new Date(asked + DAY_MS).toISOString(),
            offeredBy: 'Sam Staff',
            validUntil,
            percentOff: 10,
            prices,
          }
        : null,
      messages:
        status === 'DRAFT' || status === 'EXPIRED'
          ? []
          : [
              message('PRICING_REQUESTED', asked, 'A 40-cabinet kitchen for the Hill project.'),
              ...(offered
                ? [message('OFFER_SENT', asked + DAY_MS, '10 % off until the 8th.')]
                : []),
            ],
      orderId: status === 'ORDERED' ? 8014 : null,
      orderNumber: status === 'ORDERED' ? 'SO-100114' : null,
    };
    return quote;
  });
}

/** The cart is the seed quote moved there while valid: Quote price lines, one changed since. */
export function cartFromQuote(w: World) {
  const data = w.state.data[DEALER]!;
  const quote = structuredClone(data.quotes[0]!);
  const validUntil = new Date(w.clock() + 20 * DAY_MS).toISOString().slice(0, 10);
  delete quote.terms;
  quote.fromQuote = { quoteId: quote.id, poNumber: quote.poNumber, validUntil, accepted: false };
  const [ber, , b12] = quote.items;
  ber!.heldCents = 39900;
  delete b12!.heldCents;
  b12!.repriced = true;
  b12!.quantity = 3;
  data.cart = quote;
  data.quotes = [];
}
