import { Button, Card, Flex, Grid, Heading, Pagination, Skeleton, Text } from '@ds';
import { LoadError } from '@/components/LoadError';
import { useDealers, type DealerSummary } from '../api/dealers';

const listCss = { listReset: true } as const;

function LoadingList() {
  return (
    <Grid as="ul" gap="3" css={listCss} aria-busy="true" aria-label="Loading dealers">
      {Array.from({ length: 4 }, (_, i) => (
        <Card as="li" key={i} css={{ display: 'grid', gap: '$2' }}>
          <Skeleton css={{ width: '40%' }} />
          <Skeleton css={{ width: '60%' }} />
        </Card>
      ))}
    </Grid>
  );
}

type Props = {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The dealer whose session is being started, if any: every button waits for it. */
  starting: string | null;
  onAct: (dealer: DealerSummary) => void;
};

/** One page of dealers matching the search, each with the way to act as them. */
export function DealerResults({ search, page, onPageChange, starting, onAct }: Props) {
  const { data, error, isLoading, isValidating, mutate } = useDealers(search, page);
  if (error)
    return (
      <LoadError title="Dealers could not be loaded." error={error} onRetry={() => void mutate()} />
    );
  if (isLoading && !data) return <LoadingList />;
  if (!data || data.dealers.length === 0)
    return (
      <Card variant="muted" padding={3} css={{ textAlign: 'center', display: 'grid', gap: '$3' }}>
        <Heading as="h2" size="2">
          No dealers found
        </Heading>
        <Text tone="muted">
          {search
            ? `No dealer's e-mail or company contains "${search}".`
            : 'There are no active dealers yet.'}
        </Text>
      </Card>
    );
  return (
    <div>
      <Text tone="muted" size="2" css={{ marginBottom: '$3' }} aria-live="polite">
        {data.totalItems === 1 ? '1 dealer' : `${data.totalItems} dealers`}
      </Text>
      <Grid
        as="ul"
        gap="3"
        css={listCss}
        aria-busy={isValidating || undefined}
        aria-label="Dealers"
      >
        {data.dealers.map((d) => (
          <Card as="li" key={d.accountId} aria-label={d.companyName ?? d.email}>
            <Flex
              gap="4"
              justify="between"
              align={{ '@initial': 'center', '@phone': 'stretch' }}
              direction={{ '@initial': 'row', '@phone': 'column' }}
            >
              <Grid gap="1" css={{ minWidth: 0 }}>
                <Heading as="h2" size="2">
                  {d.companyName ?? 'No company name'}
                </Heading>
                <Text css={{ overflowWrap: 'anywhere' }}>{d.email}</Text>
                <Text tone="muted" size="2">
                  {d.firstName} {d.lastName}
                </Text>
              </Grid>
              <Button
                loading={starting === d.accountId}
                disabled={starting !== null && starting !== d.accountId}
                aria-label={`Act as Dealer ${d.email}`}
                onClick={() => onAct(d)}
              >
                Act as Dealer
              </Button>
            </Flex>
          </Card>
        ))}
      </Grid>
      <Pagination
        page={Math.min(page, data.totalPages)}
        pageCount={data.totalPages}
        onPageChange={onPageChange}
        label="Dealer pages"
        css={{ marginTop: '$6' }}
      />
    </div>
  );
}
