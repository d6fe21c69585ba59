import { styled } from '@ds';

/** Grid row with the same columns in every type table, so all tables line up. */
export const Row = styled('div', {
  display: 'grid',
  alignItems: 'center',
  borderBottom: '$borderWidths$thin solid $gray3',
  variants: {
    columns: {
      dealer: { gridTemplateColumns: '$typeTableDealerColumns' },
      visitor: { gridTemplateColumns: '$typeTableVisitorColumns' },
    },
    header: {
      true: { backgroundColor: '$surfaceMuted', borderBottomColor: '$border' },
      false: {
        minHeight: '$productRow',
        // A quantity change lays out this row only; off-screen rows are not rendered at all.
        contain: 'layout paint style',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto $sizes$productRow',
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
