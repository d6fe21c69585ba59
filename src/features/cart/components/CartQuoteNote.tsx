import { formatDay, Text } from '@ds';
import type { components } from '@/api';

type CartQuote = components['schemas']['CartQuote'];

/** Until when the prices of the quote the cart came from hold, or that they no longer do. */
export function CartQuoteNote({ quote }: { quote?: CartQuote | null }) {
  if (!quote) return null;
  const name = quote.poNumber || 'Untitled PO Number';
  const day = formatDay(quote.validUntil);
  return (
    <Text size="2" tone={quote.expired ? 'error' : 'muted'} data-testid="cart-quote-note">
      {quote.expired
        ? `The prices of quote ${name} expired on ${day}; every line is priced today.`
        : `Quote prices of ${name} hold until ${day}.`}
    </Text>
  );
}
