import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Grid, Money, Text } from '@ds';
import { PurchaseControls } from '@/components/purchase';
import { ProductImage, productImageUrl } from '@/features/catalog';
import { lineSubtotalCents, toDollars, type PurchaseChoice } from '@/features/cart';
import { isOutOfStock } from '../lib/list-model';
import type { QuickRow } from '../lib/storage';

export const ROW_COLUMNS = '$quickOrderColumns';

/**
 * Under 1100 px the eight columns no longer fit: a row stacks as the picture beside SKU (and
 * Remove), description, then price, quantity and total, then the assembly options.
 */
const STACKED = {
  gridTemplateColumns: '$sizes$iconDisc minmax(0, 1fr) auto auto',
  gridTemplateAreas: `"image sku sku remove" "image desc desc desc" "image price qty total" ". options options options"`,
  rowGap: '$2',
  '& > :nth-child(1)': { gridArea: 'image' },
  '& > :nth-child(2)': { gridArea: 'sku' },
  '& > :nth-child(3)': { gridArea: 'desc' },
  '& > :nth-child(4)': { gridArea: 'price' },
  '& > :nth-child(5)': { gridArea: 'qty' },
  '& > :nth-child(6)': { gridArea: 'options' },
  '& > :nth-child(7)': { gridArea: 'total' },
  '& > :nth-child(8)': { gridArea: 'remove' },
} as const;

const cell = (_: string, content: ReactNode) => <div role="cell">{content}</div>;

type Props = {
  row: QuickRow;
  /** aria-rowindex: the header is row 1. */
  index: number;
  error?: string;
  disabled: boolean;
  onChange: (productId: number, choice: PurchaseChoice) => void;
  onRemove: (productId: number) => void;
  /** Enter on the quantity: back to the SKU box for the next line. */
  onDone: () => void;
};

export const QuickOrderRow = memo(function QuickOrderRow({
  row,
  index,
  error,
  disabled,
  onChange,
  onRemove,
  onDone,
}: Props) {
  const { product, choice } = row;
  const out = isOutOfStock(product);
  const price = product.price ?? 0;
  // As on a cart line: price x quantity; the assembly fee is totalled in the cart.
  const lineCents = lineSubtotalCents({ price, quantity: choice.quantity });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <Grid
      role="row"
      aria-rowindex={index}
      data-product={product.id}
      onKeyDown={onKeyDown}
      css={{
        gridTemplateColumns: ROW_COLUMNS,
        minHeight: '$productRow',
        alignItems: 'center',
        gap: '$3',
        padding: '$2 $3',
        borderBottom: '$borderWidths$thin solid $gray3',
        fontSize: '$2',
        '@narrow': STACKED,
      }}
    >
      <div role="cell">
        <ProductImage src={productImageUrl(product.imageIndex)} alt="" size={48} />
      </div>
      <div role="cell">
        <Text as="span" weight="semibold">
          {product.sku}
        </Text>
      </div>
      <div role="cell">
        <Text as="span" size="2">
          {product.description}
        </Text>
        {out ? (
          <Text size="2" tone="error" weight="semibold">
            Out of Stock
          </Text>
        ) : null}
        {error ? (
          <Text size="2" tone="error" weight="semibold">
            Not added: {error}
          </Text>
        ) : null}
      </div>
      <div role="cell">
        <Money amount={price} />
      </div>
      <PurchaseControls
        layout="cells"
        cell={cell}
        sku={product.sku}
        max={product.qtyRestrictions}
        afmx={product.afmx}
        isHingeable={product.isHingeable}
        value={choice}
        disabled={disabled}
        onChange={(next) => onChange(product.id, next)}
      />
      <div role="cell">
        <Money amount={toDollars(lineCents)} css={{ fontWeight: '$bold' }} />
      </div>
      <div role="cell">
        <Button
          variant="link"
          size={1}
          disabled={disabled}
          aria-label={`Remove ${product.sku}`}
          onClick={() => onRemove(product.id)}
        >
          Remove
        </Button>
      </div>
    </Grid>
  );
});
