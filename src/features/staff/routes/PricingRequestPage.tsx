import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  Alert,
  Container,
  Flex,
  formatDay,
  Grid,
  Link,
  Money,
  PageTitle,
  prettifyStatus,
  Section,
  Skeleton,
  Text,
  useToast,
} from '@ds';
import { LoadError } from '@/components/LoadError';
import { NotFoundContent } from '@/components/NotFoundContent';
import { quoteName } from '@/features/quotes';
import { useDocumentTitle } from '@/lib/document-title';
import { toCents } from '@/lib/cart-model';
import { sendOffer, usePricingRequest, type PricingRequest } from '../api/pricing-requests';
import { MessageHistory } from '../components/MessageHistory';
import { OfferForm } from '../components/OfferForm';
import { RequestLines } from '../components/RequestLines';
import { requestAge } from '../model/pricing-request';
import { todayUtc } from '../model/offer';

const LIST_PATH = '/staff/pricing-requests';

/** Who asked, for which quote, its total and how long the request has waited. */
function RequestFacts({ request, now }: { request: PricingRequest; now: number }) {
  const { quote, dealer } = request;
  return (
    <Grid gap="1">
      <Text>
        {dealer.name} ({dealer.email}){request.companyName ? ` · ${request.companyName}` : ''}
      </Text>
      <Text tone="muted" size="2">
        Quote no. {quote.id} · Total <Money amount={quote.totalPrice} /> ·{' '}
        {prettifyStatus(quote.status)}
        {' · '}asked{' '}
        <time dateTime={request.requestedAt}>{requestAge(request.requestedAt, now)}</time> ago
      </Text>
    </Grid>
  );
}

/** Why no offer can be sent on a request that no longer waits for one. */
function Answered({ request }: { request: PricingRequest }) {
  const { quote } = request;
  return (
    <Alert variant="info" title={`This quote reads ${prettifyStatus(quote.status)}.`}>
      {quote.offer
        ? `An offer was sent by ${quote.offer.offeredBy}, valid until ${formatDay(quote.offer.validUntil)}. There is no open request to answer.`
        : 'There is no open request to answer.'}
    </Alert>
  );
}

/** /staff/pricing-requests/{id}: one request's lines and messages, and Send Offer. */
export default function PricingRequestPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>();
  const id = /^\d+$/.test(quoteId) && Number(quoteId) > 0 ? Number(quoteId) : null;
  const { data: request, error, isLoading, mutate } = usePricingRequest(id);
  const [, navigate] = useLocation();
  const toast = useToast();
  // The age and the first day an offer may hold until are counted from when the screen opened.
  const [now] = useState(() => Date.now());
  const name = request ? quoteName(request.quote) : null;
  useDocumentTitle(name ? `Pricing Request ${name}` : 'Pricing Request');

  if (id === null || error?.status === 404) return <NotFoundContent />;

  let body;
  if (request) {
    const context = {
      today: todayUtc(now),
      lines: request.quote.items.map((i) => ({
        cartItemId: i.cartItemId,
        sku: i.sku,
        priceCents: toCents(i.price),
      })),
    };
    body = (
      <>
        <RequestFacts request={request} now={now} />
        <RequestLines request={request} />
        <Grid columns={{ '@initial': '2', '@tablet': '1' }} gap="6" css={{ alignItems: 'start' }}>
          <MessageHistory messages={request.quote.messages} />
          {request.status === 'PRICING_REQUESTED' ? (
            <OfferForm
              context={context}
              onSend={async (offer) => {
                const result = await sendOffer(request.quoteId, offer);
                if (!result.ok) return result;
                toast.show(`Offer sent on quote ${name}.`, { variant: 'success' });
                navigate(LIST_PATH);
                return { ok: true };
              }}
            />
          ) : (
            <Answered request={request} />
          )}
        </Grid>
      </>
    );
  } else if (error && !isLoading)
    body = (
      <LoadError
        title="The pricing request could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  else body = <Skeleton css={{ height: '$block7' }} aria-label="Loading pricing request" />;

  return (
    <Section>
      <Container size={4} css={{ display: 'grid', gap: '$5' }}>
        <Flex direction="column" gap="2" align="start">
          <Link href={LIST_PATH} size={2}>
            All pricing requests
          </Link>
          <PageTitle>{name ? `Pricing Request: ${name}` : 'Pricing Request'}</PageTitle>
        </Flex>
        {body}
      </Container>
    </Section>
  );
}
