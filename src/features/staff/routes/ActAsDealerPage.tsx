import { useState } from 'react';
import { useLocation } from 'wouter';
import { Alert, ButtonLink, Container, Flex, PageTitle, Section, Text } from '@ds';
import { useDocumentTitle } from '@/lib/document-title';
import { useSingleFlight } from '@/lib/use-single-flight';
import { startActing } from '../api/acting';
import type { DealerSummary } from '../api/dealers';
import { DealerResults } from '../components/DealerResults';
import { DealerSearchForm } from '../components/DealerSearchForm';

/**
 * The staff start screen: find a dealer and act as them (docs/business-rules.md#staff-acting-as-a-dealer).
 * Starting replaces the staff session with the dealer's, so the storefront opens as theirs.
 */
export default function ActAsDealerPage() {
  useDocumentTitle('Act as a Dealer');
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { run } = useSingleFlight();

  const act = (dealer: DealerSummary) =>
    void run(async () => {
      setFailure(null);
      setStarting(dealer.accountId);
      const result = await startActing(dealer.accountId);
      setStarting(null);
      if (result.ok) navigate('/my-account', { replace: true });
      else setFailure(`${dealer.email}: ${result.message}`);
    });

  return (
    <Section>
      <Container size={3} css={{ display: 'grid', gap: '$5' }}>
        <Flex
          justify="between"
          align={{ '@initial': 'end', '@phone': 'start' }}
          direction={{ '@initial': 'row', '@phone': 'column' }}
          gap="3"
        >
          <div>
            <PageTitle>Act as a Dealer</PageTitle>
            <Text tone="muted">
              Find a dealer by e-mail or company, then see and order in the storefront exactly as
              they do. Everything you change is recorded with your name.
            </Text>
          </div>
          <ButtonLink href="/staff/pricing-requests" variant="outline">
            Pricing Requests
          </ButtonLink>
        </Flex>
        <DealerSearchForm
          initial={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        {failure ? (
          <Alert variant="error" title="Could not act as this dealer.">
            {failure}
          </Alert>
        ) : null}
        <DealerResults
          search={search}
          page={page}
          onPageChange={setPage}
          starting={starting}
          onAct={act}
        />
      </Container>
    </Section>
  );
}
