import { Card, CardTitle, Flex, formatDate, Text } from '@ds';
import type { Quote } from '../../api/quotes';
import { MESSAGE_KIND_TEXT } from '../../lib/quote-pricing';

/** The quote's pricing history, oldest first: who (dealer or staff), when, what they did and wrote. */
export function MessageHistory({ messages }: { messages: Quote['messages'] }) {
  if (messages.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="quote-history-title">
      <CardTitle as="h2" id="quote-history-title">
        Pricing History
      </CardTitle>
      <Flex as="ol" direction="column" gap="4" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {messages.map((m, n) => (
          <Flex
            as="li"
            key={`${m.at}-${n}`}
            direction="column"
            gap="1"
            css={{
              paddingLeft: '$3',
              borderLeft: `$borderWidths$thick solid ${m.from === 'STAFF' ? '$primary' : '$gray5'}`,
            }}
          >
            <Text size="2">
              <Text as="span" size="2" weight="bold">
                {m.name}
              </Text>{' '}
              <Text as="span" size="2" tone="muted">
                ({m.from === 'STAFF' ? 'Staff' : 'Dealer'}) · {MESSAGE_KIND_TEXT[m.kind]} ·{' '}
                <time dateTime={m.at}>{formatDate(m.at)}</time>
              </Text>
            </Text>
            {m.text ? (
              <Text size="3" css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Text>
            ) : null}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
