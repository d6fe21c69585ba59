import { Flex, OrderStatus, Text } from '@ds';
import type { Quote } from '../api/quotes';
import { validityText } from '../lib/quote-status';

type Props = { quote: Pick<Quote, 'status' | 'validUntil' | 'orderNumber'> };

/** A quote's status and until when its prices hold (or since when they no longer do). */
export function QuoteStatusLine({ quote }: Props) {
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="quote-status">
      <OrderStatus status={quote.status} />
      <Text size="2" tone={quote.status === 'EXPIRED' ? 'error' : 'muted'}>
        {validityText(quote)}
      </Text>
    </Flex>
  );
}
