import { styled } from '@ds';
import { TYPE_TABLE_DEALER_COLUMNS, TYPE_TABLE_VISITOR_COLUMNS, PRODUCT_ROW } from '../sizes';

/** Grid row with the same columns in every type table, so all tables line up. */
export const Row = styled('div', {
  display: 'grid',
  alignItems: 'center',
  borderBottom: '$borderWidths$thin solid $gray3',
  variants: {
    columns: {
      dealer: { gridTemplateColumns: TYPE_TABLE_DEALER_COLUMNS },
      visitor: { gridTemplateColumns: TYPE_TABLE_VISITOR_COLUMNS },
    },
    header: {
      true: { backgroundColor: '$surfaceMuted', borderBottomColor: '$border' },
      false: {
        minHeight: PRODUCT_ROW,
        // A quantity change lays out this row only; off-screen rows are not rendered at all.
        contain: 'layout paint style',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${PRODUCT_ROW}`,
      },
    },
  },
  defaultVariants: { header: false },
});

export const Cell = styled('div', {
  padding: '$2 $3',
  fontSize: '$2',
  minWidth: 0,
});
