import type { World } from '../../mocks/msw';
import { userData } from '../../mocks/state';
import { quotesInEachStatus } from './quote-states';

// Open pricing requests of several dealers for staff's screen stories
// (docs/business-rules.md#quote-prices); the stories' clock is fixed.

const DEALER = 'dealer@example.com';
const HOUR_MS = 3_600_000;

/**
 * Three open requests, oldest first: the demo dealer's PO-1001 (5 days, with line notes),
 * the Buyer's PO-1002 of two lines (2 days) and Newman Millwork's quote without a PO number (3 hours).
 */
export function openRequests(w: World) {
  quotesInEachStatus(w, ['PRICING_REQUESTED', 'PRICING_REQUESTED', 'PRICING_REQUESTED']);
  const now = w.clock();
  const [first, second, third] = w.state.data[DEALER]!.quotes;
  const ask = (quote: typeof first, hoursAgo: number, text: string) => {
    const message = quote!.terms!.messages[0]!;
    message.at = new Date(now - hoursAgo * HOUR_MS).toISOString();
    message.text = text;
  };
  ask(first, 120, 'A 40-cabinet kitchen for the Hill project; can you do better on the island?');
  first!.items[0]!.note = 'Two of these for the island.';
  first!.items[1]!.note = 'Needed with the Easy Reach, <b>not</b> separately.';
  ask(second, 48, 'Repeat customer, third kitchen this year.');
  ask(third, 3, 'Matching a competitor’s quote of $610.');
  third!.poNumber = null;
  second!.items = second!.items.slice(0, 2);
  w.state.data[DEALER]!.quotes = [first!];
  userData(w.state, 'buyer@example.com').quotes = [second!];
  userData(w.state, 'newdealer@example.com').quotes = [third!];
}
