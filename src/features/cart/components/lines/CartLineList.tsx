import { Alert, Flex } from '@ds';
import { shortfallLabel, type LineProblem, type PurchaseChoice } from '@/lib/cart-model';
import type { components } from '@/api';

/** A cart line, or a quote's with its note (shown on the line). */
type CartItem = components['schemas']['CartItem'] & { note?: string | null };
import { BatchStylePanel } from './BatchStylePanel';
import { CartLine } from './CartLine';
import type { useBatchSelection } from '../../hooks/useBatchSelection';

type Props = {
  label: string;
  items: readonly CartItem[];
  batch: ReturnType<typeof useBatchSelection>;
  /** What a line's edit and removal do (the cart's or the quote's actions). */
  actions: {
    onChange: (item: CartItem, next: PurchaseChoice) => Promise<unknown>;
    onRemove: (item: CartItem) => unknown;
  };
  /** Lines that cannot be ordered as they are (lineProblems of the same items). */
  problems: ReadonlyMap<number, LineProblem>;
  /** No line can be changed, removed or batch-changed (a quote with an open pricing request). */
  locked?: boolean;
};

const problemLabel = (p: LineProblem | undefined) => (p ? shortfallLabel(p) : undefined);

/** The batch panel, the batch result and the lines; shared by the cart and the quote detail. */
export function CartLineList({ label, items, batch, actions, problems, locked = false }: Props) {
  const batchOn = batch.batch && !locked;
  return (
    <Flex direction="column" gap="4">
      {batchOn ? (
        <BatchStylePanel selectedCount={batch.selected.size} onApply={batch.applyStyle} />
      ) : null}
      {batch.error ? (
        <Alert variant="error" css={{ whiteSpace: 'pre-line' }}>
          {batch.error}
        </Alert>
      ) : null}
      <div role="list" aria-label={label}>
        {items.map((item) => (
          <CartLine
            key={item.cartItemId}
            item={item}
            onChange={actions.onChange}
            onRemove={actions.onRemove}
            batch={batchOn}
            locked={locked}
            selected={batch.selected.has(item.cartItemId)}
            onSelect={batch.onSelect}
            problem={problemLabel(problems.get(item.cartItemId))}
          />
        ))}
      </div>
    </Flex>
  );
}
