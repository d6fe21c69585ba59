import { useState } from 'react';
import {
  ButtonLink,
  Card,
  Container,
  Flex,
  Heading,
  PageTitle,
  Section,
  Skeleton,
  Text,
} from '@ds';
import { LoadError } from '@/components/LoadError';
import { useDocumentTitle } from '@/lib/document-title';
import { usePricingRequests } from '../api/pricing-requests';
import { PricingRequestTable } from '../components/PricingRequestTable';

/** Staff's list of the dealers' open pricing requests, oldest first (docs/business-rules.md#quote-prices). */
export default function PricingRequestsPage() {
  useDocumentTitle('Pricing Requests');
  const { data, error, isLoading, mutate } = usePricingRequests();
  // Ages are counted from when the screen opened.
  const [now] = useState(() => Date.now());

  let body;
  if (error && !data)
    body = (
      <LoadError
        title="Pricing requests could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  else if (isLoading && !data)
    body = <Skeleton css={{ height: '$block6' }} aria-label="Loading pricing requests" />;
  else if (!data || data.length === 0)
    body = (
      <Card variant="muted" padding={3} css={{ textAlign: 'center', display: 'grid', gap: '$3' }}>
        <Heading as="h2" size="2">
          No open pricing requests
        </Heading>
        <Text tone="muted">
          When a dealer asks for special pricing on a quote, it is listed here.
        </Text>
      </Card>
    );
  else
    body = (
      <>
        <Text tone="muted" size="2" aria-live="polite">
          {data.length === 1 ? '1 open request' : `${data.length} open requests`}, oldest first
        </Text>
        <PricingRequestTable requests={data} now={now} />
      </>
    );

  return (
    <Section>
      <Container size={4} css={{ display: 'grid', gap: '$5' }}>
        <Flex
          justify="between"
          align={{ '@initial': 'end', '@phone': 'start' }}
          direction={{ '@initial': 'row', '@phone': 'column' }}
          gap="3"
        >
          <div>
            <PageTitle>Pricing Requests</PageTitle>
            <Text tone="muted">
              Dealers asking for a project price on a quote. Open one to see its lines and messages
              and send an offer.
            </Text>
          </div>
          <ButtonLink href="/act-as-dealer" variant="outline">
            Act as a Dealer
          </ButtonLink>
        </Flex>
        {body}
      </Container>
    </Section>
  );
}
