import { useParams } from 'wouter';
import { Container, Flex, Section, Skeleton } from '@ds';
import { LoadError } from '@/components/LoadError';
import { NotFoundContent } from '@/components/NotFoundContent';
import { useDocumentTitle } from '@/lib/document-title';
import { useQuote } from '../api/quote';
import { QuoteView } from '../components/QuoteView';

/** /quotes/{id}: a direct visit or reload loads the quote by id; an unknown id is not found. */
export default function QuoteDetailPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>();
  const id = /^\d+$/.test(quoteId) ? Number(quoteId) : null;
  const { data: quote, error, isLoading, mutate } = useQuote(id);
  useDocumentTitle(quote ? `Quote ${quote.poNumber ?? 'Untitled PO Number'}` : 'Quote');

  if (id === null || error?.status === 404) return <NotFoundContent />;
  return (
    <Section>
      <Container as={Flex} direction="column" gap="5">
        {quote ? (
          <QuoteView quote={quote} />
        ) : error && !isLoading ? (
          <LoadError
            title="The quote could not be loaded."
            error={error}
            onRetry={() => void mutate()}
          />
        ) : (
          <Skeleton css={{ height: '$block7' }} aria-label="Loading quote" />
        )}
      </Container>
    </Section>
  );
}
