import type { ReactNode } from 'react';
import { Card, Grid, Pagination, Skeleton, type CSS } from '@ds';

type CardListProps = {
  /** The list's accessible name. */
  label: string;
  /** A newer page is loading while this one stays on screen. */
  busy?: boolean;
  /** The pages below the list; a page past the last shows as the last. */
  pages?: { page: number; pageCount: number; onPageChange: (page: number) => void; label: string };
  children: ReactNode;
};

/** A page of cards (each an li), one under the other, and the pages below them. */
export function CardList({ label, busy, pages, children }: CardListProps) {
  return (
    <>
      <Grid
        as="ul"
        gap="3"
        css={{ listReset: true }}
        aria-busy={busy || undefined}
        aria-label={label}
      >
        {children}
      </Grid>
      {pages ? (
        <Pagination
          page={Math.min(pages.page, pages.pageCount)}
          pageCount={pages.pageCount}
          onPageChange={pages.onPageChange}
          label={pages.label}
          css={{ marginTop: '$6' }}
        />
      ) : null}
    </>
  );
}

type SkeletonProps = {
  label: string;
  count: number;
  /** Width of each card's first line, its title. */
  titleWidth: string;
  /** The card's own look, so the placeholders stand where the cards will. */
  cardCss?: CSS;
};

/** A CardList's first page while it loads: each card a title line over a longer line. */
export function CardListSkeleton({ label, count, titleWidth, cardCss }: SkeletonProps) {
  return (
    <CardList label={label} busy>
      {Array.from({ length: count }, (_, i) => (
        <Card as="li" key={i} css={{ display: 'grid', gap: '$2', ...cardCss }}>
          <Skeleton css={{ width: titleWidth }} />
          <Skeleton css={{ width: '60%' }} />
        </Card>
      ))}
    </CardList>
  );
}
