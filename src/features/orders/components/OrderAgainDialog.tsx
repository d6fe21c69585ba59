import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Text,
} from '@ds';
import type { ReorderOutcome } from '../api/order-again';

type Props = {
  outcome: ReorderOutcome | null;
  onClose: () => void;
  onGoToCart: () => void;
};

/** Lines Order Again could not add, each with the server's reason; the rest are in the cart. */
export function OrderAgainDialog({ outcome, onClose, onGoToCart }: Props) {
  const added = outcome?.added ?? 0;
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Some Items Were Not Added</DialogTitle>
        <DialogDescription>
          {added > 0
            ? `${added === 1 ? '1 item is' : `${added} items are`} in your cart. These could not be added:`
            : 'None of the items could be added to your cart:'}
        </DialogDescription>
        <ul aria-label="Items not added">
          {outcome?.problems.map((p) => (
            <li key={p.sku}>
              <Text size="2">
                <strong>{p.sku}</strong> (quantity {p.quantity}): {p.reason}
              </Text>
            </li>
          ))}
        </ul>
        <DialogActions>
          {added > 0 ? (
            <>
              <DialogClose asChild>
                <Button variant="outline">Stay on This Order</Button>
              </DialogClose>
              <Button onClick={onGoToCart}>Go to Cart</Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          )}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
