import type { ReactNode } from 'react';
import { Checkbox, QuantitySelect, Select } from '@ds';
import {
  applyPurchaseChange,
  canAssemble,
  DEFAULT_HINGE,
  type Hinge,
  type PurchaseChange,
  type PurchaseChoice,
} from '@/lib/cart-model';
import { Group } from './Group';

const HINGE_OPTIONS = [
  { value: 'LEFT', label: 'Left' },
  { value: 'RIGHT', label: 'Right' },
];

/** The two places a grid row puts the controls: its quantity column and its options column. */
export type PurchasePart = 'quantity' | 'options';

type Common = {
  /** Names each control for assistive tech when rows share a screen ('Quantity for TPW-B12'). */
  sku: string;
  /** The item's qtyRestrictions: quantities 1 to max. */
  max: number;
  /** Assembly is offered only when above 0. */
  afmx: number;
  isHingeable: boolean;
  value: PurchaseChoice;
  /** The whole next choice, already normalised (docs/business-rules.md#assembly), and the one change made. */
  onChange: (next: PurchaseChoice, change: PurchaseChange) => void;
  /** Out of stock, or a save in flight. */
  disabled?: boolean;
  /** false offers the quantity only (search cards add unassembled). */
  assembly?: boolean;
};

type Layout =
  | {
      /**
       * stacked: labelled options above a labelled quantity (product page);
       * inline: one row with hidden labels (cards, cart and quote lines, quick-order rows).
       */
      layout: 'stacked' | 'inline';
      /** Placed after the quantity in the same row, e.g. Add to Bag. */
      children?: ReactNode;
    }
  | {
      /** Each part goes into its own column of a grid row; options may be null. */
      layout: 'cells';
      cell: (part: PurchasePart, content: ReactNode) => ReactNode;
    };

export type PurchaseControlsProps = Common & Layout;

/** Quantity select, Assembled checkbox and hinge side, controlled by value and onChange. */
export function PurchaseControls(props: PurchaseControlsProps) {
  const { sku, max, afmx, isHingeable, value, onChange, disabled = false } = props;
  const item = { afmx, isHingeable, qtyRestrictions: max };
  const stacked = props.layout === 'stacked';
  const change = (c: PurchaseChange) => onChange(applyPurchaseChange(item, value, c), c);

  const quantity = (
    <QuantitySelect
      label={stacked ? 'Quantity' : `Quantity for ${sku}`}
      hideLabel={!stacked}
      size={stacked ? 2 : 1}
      max={max}
      value={value.quantity}
      disabled={disabled}
      onChange={(q) => change({ quantity: q })}
    />
  );

  const options =
    props.assembly !== false && canAssemble(item) ? (
      <Group align="center" gap={stacked ? 3 : 2}>
        <Checkbox
          label="Assembled"
          aria-label={stacked ? undefined : `Assembled ${sku}`}
          checked={value.isAssembled}
          disabled={disabled}
          onCheckedChange={(v) => change({ isAssembled: v === true })}
        />
        {isHingeable ? (
          <Select
            label={stacked ? 'Hinge' : undefined}
            aria-label={stacked ? undefined : `Hinge side for ${sku}`}
            size={stacked ? 2 : 1}
            options={HINGE_OPTIONS}
            value={value.hingeDirection ?? DEFAULT_HINGE}
            disabled={disabled || !value.isAssembled}
            onChange={(e) => change({ hingeDirection: e.target.value as Hinge })}
            css={{ width: stacked ? 140 : 84 }}
          />
        ) : null}
      </Group>
    ) : null;

  if (props.layout === 'cells')
    return (
      <>
        {props.cell('quantity', quantity)}
        {props.cell('options', options)}
      </>
    );
  if (stacked)
    return (
      <Group direction="column" gap={5}>
        {options}
        <Group align="end" gap={4}>
          {quantity}
          {props.children}
        </Group>
      </Group>
    );
  return (
    <Group align="center" gap={3}>
      {quantity}
      {options}
      {props.children}
    </Group>
  );
}
