import type { ReactNode } from 'react';
import { Flex, Grid } from '@ds';

/** The tab's title on the left, its main action on the right. */
export function TabHeader({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="between" gap="4" wrap="wrap" css={{ marginBottom: '$5' }}>
      {children}
    </Flex>
  );
}

/** Three cards a row; two on a tablet, one on a phone. */
const CARD_COLUMNS = { '@initial': '3', '@tablet': '2', '@phone': '1' } as const;

const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Cards three to a row, as a list. */
export function CardList({
  children,
  ...props
}: {
  children: ReactNode;
  'aria-label': string;
  'aria-busy'?: boolean;
}) {
  return (
    <Grid as="ul" columns={CARD_COLUMNS} gap="5" css={LIST_RESET} {...props}>
      {children}
    </Grid>
  );
}
