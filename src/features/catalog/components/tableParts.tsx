import { styled } from '@ds';
import { TYPE_TABLE_DEALER_COLUMNS, TYPE_TABLE_VISITOR_COLUMNS, PRODUCT_ROW } from '../sizes';

const area = (names: string[]) =>
  Object.fromEntries(names.map((n, i) => [`& > :nth-child(${i + 1})`, { gridArea: n }]));

/**
 * Where the dealer's eight columns no longer fit (under 1024 px) a row stacks: picture, SKU and
 * price on top, the description and stock below, the purchase controls last; on a phone the
 * controls take a line each. Cells are named in column order: image, SKU, description, price,
 * stock, quantity, options, add.
 */
const DEALER_CELLS = ['image', 'sku', 'desc', 'price', 'stock', 'qty', 'options', 'add'];
const STACKED_DEALER = {
  gridTemplateColumns: '$space$9 auto minmax(0, 1fr) auto',
  gridTemplateAreas: `"image sku sku price" "image desc desc stock" "image qty options add"`,
  alignItems: 'start',
  paddingBlock: '$2',
  ...area(DEALER_CELLS),
  '@phone': {
    gridTemplateColumns: '$space$9 minmax(0, 1fr) auto',
    gridTemplateAreas: `"image sku price" "image desc stock" "qty qty qty" "options options options" "add add add"`,
  },
};
/** A visitor's row on a phone: picture beside SKU and price, the description below. */
const STACKED_VISITOR = {
  gridTemplateColumns: '$space$9 minmax(0, 1fr) auto',
  gridTemplateAreas: `"image sku price" "image desc desc"`,
  alignItems: 'start',
  ...area(['image', 'sku', 'desc', 'price']),
};

/** Grid row with the same columns in every type table, so all tables line up. */
export const Row = styled('div', {
  display: 'grid',
  alignItems: 'center',
  borderBottom: '$borderWidths$thin solid $gray3',
  variants: {
    columns: {
      dealer: { gridTemplateColumns: TYPE_TABLE_DEALER_COLUMNS, '@tablet': STACKED_DEALER },
      visitor: { gridTemplateColumns: TYPE_TABLE_VISITOR_COLUMNS, '@phone': STACKED_VISITOR },
    },
    header: {
      true: {
        backgroundColor: '$surfaceMuted',
        borderBottomColor: '$border',
      },
      false: {
        minHeight: PRODUCT_ROW,
        // A quantity change lays out this row only; off-screen rows are not rendered at all.
        contain: 'layout paint style',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${PRODUCT_ROW}`,
      },
    },
  },
  // Stacked rows have no columns to head: the header row stays for screen readers only.
  compoundVariants: [
    { columns: 'dealer', header: true, css: { '@tablet': { visuallyHidden: true } } },
    { columns: 'visitor', header: true, css: { '@phone': { visuallyHidden: true } } },
  ],
  defaultVariants: { header: false },
});

export const Cell = styled('div', {
  padding: '$2 $3',
  fontSize: '$2',
  minWidth: 0,
});
