import Trash2 from 'lucide-react/icons/trash-2';
import { memo, useState } from 'react';
import { Checkbox, Flex, Grid, IconButton, Money, Text, VisuallyHidden, css } from '@ds';
import { PurchaseControls } from '@/components/purchase';
import { lineSubtotalCents, quantityMax, toDollars, type PurchaseChoice } from '@/lib/cart-model';
import type { components } from '@/api';

/** A cart line, or a quote's with the dealer's note sent with its pricing request. */
type CartItem = components['schemas']['CartItem'] & { note?: string | null };
import { lineImageUrl } from './line-image';
import { LockedChoice } from './LockedChoice';
import { sameLineProps } from './same-line';

/** Columns of a line: [batch checkbox], image, item, unit price, controls, line total, remove. */
// The controls column holds quantity, Assembled and hinge side with their gaps (284 px) so none
// overlaps its neighbour: a touching pair fails the 24 px target-size rule.
const LINE_COLUMNS = '28px 72px minmax(0, 1fr) 90px 284px 100px 44px';

/** Room a line keeps while it is off screen and not drawn yet (about one line's height). */
const LINE_HEIGHT_GUESS = '96px';

/**
 * Under 1024 px the columns no longer fit: the line becomes a stacked row, the item beside its
 * picture with the remove button, the unit price and line total below it, the controls last.
 */
const STACKED = {
  gridTemplateColumns: '28px 72px minmax(0, 1fr) auto 44px',
  gridTemplateAreas: `"check image item item remove" "check image price total total" "check controls controls controls controls"`,
  rowGap: '$2',
  '& > :nth-child(1)': { gridArea: 'check' },
  '& > :nth-child(2)': { gridArea: 'image' },
  '& > :nth-child(3)': { gridArea: 'item' },
  '& > :nth-child(4)': { gridArea: 'price' },
  '& > :nth-child(5)': { gridArea: 'controls' },
  '& > :nth-child(6)': { gridArea: 'total' },
  '& > :nth-child(7)': { gridArea: 'remove', alignSelf: 'start' },
} as const;

const lineImage = css({ objectFit: 'contain', background: '#f6f6f6', borderRadius: '$2' });

export type CartLineProps = {
  item: CartItem;
  /** Saves the whole next choice; resolves when the server answered (either way). */
  onChange: (item: CartItem, next: PurchaseChoice) => Promise<unknown>;
  onRemove: (item: CartItem) => unknown;
  /** Batch mode: cabinet lines get a checkbox. */
  batch?: boolean;
  selected?: boolean;
  onSelect?: (cartItemId: number, selected: boolean) => void;
  /** Why the line cannot be ordered as it is ('Out of stock', 'Only 7 available'), if so. */
  problem?: string | undefined;
  /**
   * The line cannot be changed or removed (a quote with an open pricing request, or ordered): its
   * choice shows as text and there is no remove button.
   */
  locked?: boolean;
};

/** Only cabinet lines carry a style code, so only they can change style. */
export const isCabinetLine = (item: CartItem) => Boolean(item.skuPrefix);

/** A line from a quote: its price, or today's once its quantity or style changed. */
const QUOTE_PRICE_TEXT = {
  HELD: 'Quote price',
  CHANGED: 'Priced today (quantity or style changed)',
} as const;

/**
 * One cart or quote line. The controls show the server's values; while a change is saving they
 * show the change, and once the answer is in they show the server's values again (so a failed
 * save never leaves a control showing something that was not saved).
 */
export const CartLine = /* @__PURE__ */ memo(function CartLine({
  item,
  onChange,
  onRemove,
  batch = false,
  selected = false,
  onSelect,
  problem,
  locked = false,
}: CartLineProps) {
  const [pending, setPending] = useState<PurchaseChoice | null>(null);
  const saved: PurchaseChoice = {
    quantity: item.quantity,
    isAssembled: item.isAssembled,
    hingeDirection: item.hingeDirection,
    hingeChosen: item.hingeChosen,
  };
  const value = pending ?? saved;
  const lineTotal = toDollars(lineSubtotalCents({ price: item.price, quantity: value.quantity }));

  async function change(next: PurchaseChoice) {
    setPending(next);
    try {
      await onChange(item, next);
    } finally {
      setPending(null);
    }
  }

  return (
    <Grid
      role="listitem"
      aria-label={item.sku}
      align="center"
      gapX="3"
      css={{
        gridTemplateColumns: LINE_COLUMNS,
        py: '$3',
        borderBottom: '$borderWidths$thin solid $border',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${LINE_HEIGHT_GUESS}`,
        '@tablet': STACKED,
      }}
    >
      <span>
        {batch && isCabinetLine(item) ? (
          <Checkbox
            label={<VisuallyHidden>Select {item.sku}</VisuallyHidden>}
            checked={selected}
            onCheckedChange={(v) => onSelect?.(item.cartItemId, v === true)}
          />
        ) : null}
      </span>
      <img
        src={lineImageUrl(item.imageIndex)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className={lineImage()}
      />
      <Flex direction="column" gap="1" css={{ minWidth: 0 }}>
        <Text size="3" weight="bold">
          {item.sku}
        </Text>
        {item.description ? <Text size="2">{item.description}</Text> : null}
        {item.color ? (
          <Text size="2" tone="muted">
            {item.color}
          </Text>
        ) : null}
        {item.note ? (
          <Text size="2" css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text as="span" size="2" weight="bold">
              Note:
            </Text>{' '}
            {item.note}
          </Text>
        ) : null}
        {problem ? (
          <Text size="2" tone="error" weight="bold" data-testid="line-problem">
            {problem}
          </Text>
        ) : null}
      </Flex>
      <Flex direction="column" gap="1">
        <Money amount={item.price} aria-label={`Unit price ${item.sku}`} />
        {item.quotePrice ? (
          <Text size="1" tone="muted" data-testid="quote-price">
            {QUOTE_PRICE_TEXT[item.quotePrice]}
          </Text>
        ) : null}
      </Flex>
      {locked ? (
        <LockedChoice value={value} afmx={item.afmx} isHingeable={item.isHingeable} />
      ) : (
        <PurchaseControls
          layout="inline"
          sku={item.sku}
          max={quantityMax(item.qtyRestrictions)}
          afmx={item.afmx}
          isHingeable={item.isHingeable}
          value={value}
          onChange={(next) => void change(next)}
          disabled={pending !== null}
        />
      )}
      <Money
        amount={lineTotal}
        tone="primary"
        aria-label={`Line total ${item.sku}`}
        css={{ fontWeight: '$bold', textAlign: 'right' }}
      />
      {locked ? (
        <span />
      ) : (
        <IconButton aria-label={`Remove ${item.sku}`} onClick={() => onRemove(item)}>
          <Trash2 size={18} aria-hidden />
        </IconButton>
      )}
    </Grid>
  );
}, sameLineProps);
