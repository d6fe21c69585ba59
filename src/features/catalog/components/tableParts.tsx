import { styled } from '@ds';

/** Grid row with the same columns in every type table, so all tables line up. */
export const Row = styled('div', {
  display: 'grid',
  alignItems: 'center',
  borderBottom: '1px solid $gray3',
  variants: {
    columns: {
      dealer: { gridTemplateColumns: '68px 116px minmax(0, 1fr) 96px 108px 88px 216px 116px' },
      visitor: { gridTemplateColumns: '68px 160px minmax(0, 1fr) 240px' },
    },
    header: {
      true: { backgroundColor: '$surfaceMuted', borderBottomColor: '$border' },
      false: {
        minHeight: 65,
        // A quantity change lays out this row only; off-screen rows are not rendered at all.
        contain: 'layout paint style',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 65px',
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
