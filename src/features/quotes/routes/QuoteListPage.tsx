import { useState } from 'react';
import {
  ButtonLink,
  ConfirmDialog,
  Container,
  Flex,
  PageTitle,
  Section,
  Skeleton,
  Text,
} from '@ds';
import { useSaveRunner } from '@/features/cart';
import { useDocumentTitle } from '@/lib/document-title';
import { deleteQuote } from '../api/quote';
import { useQuotes, type Quote } from '../api/quotes';
import { QuoteCard } from '../components/QuoteCard';

/** /quotes, titled Quote List. */
export default function QuoteListPage() {
  useDocumentTitle('Quote List');
  const { quotes, data, isLoading } = useQuotes();
  const { run, busy, overlay } = useSaveRunner();
  const [toDelete, setToDelete] = useState<Quote | null>(null);

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
      <Flex as="ul" direction="column" gap="4" css={{ listReset: true }}>
        {quotes.map((q) => (
          <QuoteCard key={q.id} quote={q} run={run} onDelete={() => setToDelete(q)} />
        ))}
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
