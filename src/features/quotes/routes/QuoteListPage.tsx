import { useState } from 'react';
import {
  ButtonLink,
  ConfirmDialog,
  Container,
  Flex,
  PageTitle,
  Section,
  Select,
  Skeleton,
  Text,
} from '@ds';
import { useSaveRunner } from '@/features/cart';
import { useDocumentTitle } from '@/lib/document-title';
import { deleteQuote } from '../api/quote';
import { useQuotes, type Quote } from '../api/quotes';
import { QuoteCard } from '../components/QuoteCard';
import { QUOTE_STATUS_OPTIONS, type QuoteStatus } from '../lib/quote-status';

/** /quotes, titled Quote List. */
export default function QuoteListPage() {
  useDocumentTitle('Quote List');
  const { quotes, data, isLoading } = useQuotes();
  const { run, busy, overlay } = useSaveRunner();
  const [toDelete, setToDelete] = useState<Quote | null>(null);
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const shown = status ? quotes.filter((q) => q.status === status) : quotes;
  const statusLabel = QUOTE_STATUS_OPTIONS.find((o) => o.value === status)?.label;

  async function onDelete() {
    if (!toDelete) return;
    await run(() => deleteQuote(toDelete.id));
    setToDelete(null);
  }

  let body;
  if (isLoading && !data)
    body = <Skeleton css={{ height: '$block6' }} aria-label="Loading quotes" />;
  else if (quotes.length === 0)
    body = (
      <Flex direction="column" align="start" gap="4">
        <Text size="4">You have no saved quotes.</Text>
        <Text size="3" tone="muted">
          Save a cart as a quote to price a job for your customer.
        </Text>
        <ButtonLink href="/cart">Go to Shopping Cart</ButtonLink>
      </Flex>
    );
  else
    body = (
      <Flex direction="column" gap="4">
        <Select
          label="Status"
          inline
          value={status}
          placeholder="All statuses"
          options={QUOTE_STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as QuoteStatus | '')}
        />
        {shown.length === 0 ? (
          <Text size="3" role="status">
            No quotes are {statusLabel}.
          </Text>
        ) : (
          <Flex as="ul" direction="column" gap="4" css={{ listReset: true }}>
            {shown.map((q) => (
              <QuoteCard key={q.id} quote={q} run={run} onDelete={() => setToDelete(q)} />
            ))}
          </Flex>
        )}
      </Flex>
    );

  return (
    <Section>
      <Container as={Flex} direction="column" gap="5">
        {overlay}
        <PageTitle css={{ marginBottom: 0 }}>Quote List</PageTitle>
        {body}
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title="Delete This Quote"
          text={`Are you sure you want to delete quote ${toDelete?.poNumber ?? 'Untitled PO Number'}?`}
          confirmLabel="Yes! Delete"
          loading={busy}
          onConfirm={() => void onDelete()}
        />
      </Container>
    </Section>
  );
}
