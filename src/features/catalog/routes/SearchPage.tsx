import { useLocation, useSearch as useQueryString } from 'wouter';
import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  PageTitle,
  Pagination,
  Section,
  Skeleton,
  Text,
} from '@ds';
import { useAddToBag } from '../api/add-to-bag';
import { useSearch } from '../api/search';
import { SearchCard } from '../components/SearchCard';
import { useDocumentTitle } from '@/lib/document-title';

const RESULTS = { marginBottom: '$7' } as const;
/** Four cards a row on a desktop, three under 1100 px, two on a tablet, one on a phone. */
const RESULT_COLUMNS = { '@initial': '4', '@narrow': '3', '@tablet': '2', '@phone': '1' } as const;

function readQuery(search: string) {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page'));
  return {
    keyword: (q.get('keyword') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function LoadingGrid() {
  return (
    <Grid
      columns={RESULT_COLUMNS}
      gap="5"
      css={RESULTS}
      aria-busy="true"
      aria-label="Loading search results"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} css={{ display: 'grid', gap: '$3' }}>
          <Skeleton shape="block" css={{ height: '$block4' }} />
          <Skeleton css={{ width: '50%' }} />
          <Skeleton />
          <Skeleton css={{ height: '$control1' }} />
        </Card>
      ))}
    </Grid>
  );
}

/** /search?keyword=…&page=n (dealers only; the route guard sends visitors to /login). */
export default function SearchPage() {
  const { keyword, page } = readQuery(useQueryString());
  const [, navigate] = useLocation();
  useDocumentTitle(`Search Results For ${keyword.toUpperCase()}`);
  const { data, error, isLoading, mutate: retry } = useSearch(keyword, page);
  const onAdd = useAddToBag();
  const count = data?.totalItems ?? 0;

  // Only the query string changes, which the app's scroll helper does not watch.
  const goTo = (next: number) => {
    navigate(`/search?${new URLSearchParams({ keyword, page: String(next) })}`);
    window.scrollTo(0, 0);
  };
  const pagination =
    data && data.totalPages > 1 ? (
      <Pagination
        page={Math.min(page, data.totalPages)}
        pageCount={data.totalPages}
        onPageChange={goTo}
        label="Search results pages"
      />
    ) : null;

  let body;
  if (!keyword)
    body = <Alert variant="info">Enter a SKU in the search box to find products.</Alert>;
  else if (error && !data)
    body = (
      <Alert variant="error" title="Search failed.">
        <Text size="2" css={{ marginBottom: '$2' }}>
          {error.message}
        </Text>
        <Button size={1} variant="outline" onClick={() => void retry()}>
          Try Again
        </Button>
      </Alert>
    );
  else if (isLoading && !data) body = <LoadingGrid />;
  else if (!data || data.products.length === 0)
    body = (
      <>
        <Alert variant="info" title="No products found" css={{ marginBottom: '$7' }}>
          {count > 0
            ? `Page ${page} is past the last page of results.`
            : `Nothing matches “${keyword}”. Check the SKU or try part of it, for example B12.`}
        </Alert>
        {pagination}
      </>
    );
  else
    body = (
      <>
        <Grid columns={RESULT_COLUMNS} gap="5" css={RESULTS} aria-busy={isLoading || undefined}>
          {data.products.map((p) => (
            <SearchCard key={p.id} product={p} onAdd={onAdd} />
          ))}
        </Grid>
        {pagination}
      </>
    );

  return (
    <Section>
      <Container>
        <PageTitle>Search Results For {keyword.toUpperCase()}</PageTitle>
        {keyword && data ? (
          <Text tone="muted" css={{ marginBottom: '$5' }} role="status">
            {count === 1 ? '1 item' : `${count} items`}
          </Text>
        ) : null}
        {body}
      </Container>
    </Section>
  );
}
