import { useEffect, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button, Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@ds';

function hasSuccessFlag(state: unknown): state is { checkoutSuccess: true } {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { checkoutSuccess?: unknown }).checkoutSuccess === true
  );
}

/**
 * Opens when Our Products is reached with the checkout-success flag in navigation state
 * (docs/business-rules.md#screens). Cannot be closed by backdrop click or Escape, only by
 * Continue Shopping.
 */
export function PurchaseSuccessDialog() {
  const historyState: unknown = useHistoryState();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<unknown>(undefined);
  // Derived during render (not in an effect): the flag may also arrive while the page is open.
  if (historyState !== seen) {
    setSeen(historyState);
    if (hasSuccessFlag(historyState)) setOpen(true);
  }

  useEffect(() => {
    if (!hasSuccessFlag(historyState)) return;
    // Cleared at once, so a reload or coming Back does not congratulate twice.
    const { checkoutSuccess: _done, ...rest } = historyState as Record<string, unknown>;
    window.history.replaceState(Object.keys(rest).length ? rest : null, '');
  }, [historyState]);

  return (
    <Dialog open={open}>
      <DialogContent dismissible={false} size={1}>
        <DialogTitle>Purchase Successful!</DialogTitle>
        <DialogDescription>
          Thank you for your order. You can follow it in My Account under My Order.
        </DialogDescription>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Continue Shopping</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
