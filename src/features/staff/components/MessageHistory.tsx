import { Card, formatDate, Grid, Heading, Text } from '@ds';
import type { PricingRequest } from '../api/pricing-requests';
import { messageHeading } from '../model/pricing-request';

type Message = PricingRequest['quote']['messages'][number];

/** The quote's history, oldest first; every text is plain text, shown as typed. */
export function MessageHistory({ messages }: { messages: Message[] }) {
  return (
    <section aria-labelledby="history-title">
      <Heading as="h2" size="3" id="history-title" css={{ marginBottom: '$3' }}>
        Messages
      </Heading>
      <Grid as="ol" gap="3" css={{ listReset: true }}>
        {messages.map((m, i) => (
          <Card
            as="li"
            key={`${m.at}-${i}`}
            variant={m.from === 'STAFF' ? 'muted' : 'outlined'}
            padding={2}
          >
            <Text size="2" weight="semibold">
              {messageHeading(m)}
              {' · '}
              <time dateTime={m.at}>{formatDate(m.at)}</time>
            </Text>
            {m.text ? (
              <Text css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginTop: '$1' }}>
                {m.text}
              </Text>
            ) : null}
          </Card>
        ))}
      </Grid>
    </section>
  );
}
