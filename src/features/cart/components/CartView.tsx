import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, Flex, Text, useToast, WithSummary } from '@ds';
import { LazyConfirmDialog } from '@/components/LazyConfirmDialog';
import { bundleViolation } from '@/lib/cart-model';
import { clearCart, reloadCart, updateCart, type Cart } from '../api/cart';
import { removedDiscountMessage, switchToQuote, type OnSavedAsQuote } from '../api/switch-to-quote';
import { appliedDiscountRate, useDiscount } from '../api/discount';
import { cartTotalsCents } from '../api/cart-total';
import { DiscountForm } from './DiscountForm';
import { AvailabilityAlert, checkoutBlockedReason, lineProblems } from './lines/availability';
import { BundleAlert } from './lines/BundleAlert';
import { CartLineList } from './lines/CartLineList';
import { CartQuoteNote } from './CartQuoteNote';
import { CartSummary } from './lines/CartSummary';
import { JobCheckPanel } from './lines/JobCheckPanel';
import { useBatchSelection } from '../hooks/useBatchSelection';
import { useSaveRunner } from '../hooks/useSaveRunner';
import { useJobFixes } from '../hooks/useJobFixes';
import { PoNumberEditor } from './PoNumberEditor';
import { CompareStylesButton } from '@/features/compare';
import { CART_ITEM_UPDATED, useCartActions } from '../hooks/useCartActions';

/** Long enough to read a sentence that names what changed. */
const NOTE_MS = 6000;

/**
 * What the summary offers in place of Proceed to Check Out, given by the app: the checkout
 * feature knows who must submit for approval instead (docs/business-rules.md#approvals).
 */
export type CheckoutActionProps = {
  cart: Cart;
  /** The total with the applied code, in cents, as the summary shows it. */
  totalCents: number;
  /** The cart cannot be ordered now (stock, bundle); the reason is the element `describedBy`. */
  blocked: boolean;
  describedBy: string | undefined;
  /** Proceed to Check Out, for a person who may place the order. */
  proceed: ReactNode;
};

type Props = {
  cart: Cart;
  onSavedAsQuote: OnSavedAsQuote;
  CheckoutAction?: ComponentType<CheckoutActionProps>;
};

/** The cart with lines: toolbar, batch panel, lines and the 350 px summary. */
export function CartView({ cart, onSavedAsQuote, CheckoutAction }: Props) {
  const [, navigate] = useLocation();
  const { run, busy, overlay } = useSaveRunner();
  const actions = useCartActions(run);
  const batch = useBatchSelection(cart.items, actions.applyStyle, run, CART_ITEM_UPDATED);
  const fixes = useJobFixes(cart.items, run, {
    holder: 'cart',
    update: updateCart,
    reload: reloadCart,
    successText: CART_ITEM_UPDATED,
    switchLines: batch.switchLines,
  });
  const discount = useDiscount();
  const toast = useToast();
  const [confirmClear, setConfirmClear] = useState(false);
  const problems = useMemo(() => lineProblems(cart.items), [cart.items]);
  const blockedReason =
    checkoutBlockedReason(problems) ??
    (bundleViolation(cart.items) ? 'Checkout is blocked: see the warning above.' : null);
  const reasonId = useId();

  const proceed = (
    <Button
      fullWidth
      disabled={blockedReason !== null}
      aria-describedby={blockedReason ? reasonId : undefined}
      onClick={() => navigate('/checkout')}
    >
      Proceed to Check Out
    </Button>
  );

  async function onClear() {
    await run(clearCart);
    setConfirmClear(false);
  }

  async function onSaveAsQuote() {
    const r = await run(() => switchToQuote(onSavedAsQuote));
    if (!r?.ok) return;
    navigate('/quotes');
    const code = r.data.removedCode;
    if (code) toast.show(removedDiscountMessage(code), { variant: 'warning', duration: NOTE_MS });
  }

  return (
    <>
      {overlay}
      <WithSummary gap="6">
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="4" wrap={{ '@tablet': 'wrap' }}>
            <PoNumberEditor
              value={cart.poNumber}
              onSave={async (poNumber) => (await run(() => updateCart({ poNumber })))?.ok === true}
            />
            <Flex gap="2" wrap={{ '@phone': 'wrap' }}>
              <CompareStylesButton
                lines={cart.items}
                isTaxable={cart.isTaxable}
                discount={
                  discount?.result.isValid
                    ? { code: discount.code, rate: discount.result.rate }
                    : null
                }
                quoteId={null}
                onSwitch={batch.switchAll}
              />
              <Button variant="outline" aria-pressed={batch.batch} onClick={batch.toggleBatch}>
                Batch Edit
              </Button>
              <Button variant="outline" onClick={() => setConfirmClear(true)}>
                Clear Bag
              </Button>
            </Flex>
          </Flex>
          <CartLineList
            label="Cart items"
            items={cart.items}
            batch={batch}
            actions={actions}
            problems={problems}
          />
        </Flex>
        <Flex direction="column" gap="4">
          <JobCheckPanel lines={cart.items} fixes={fixes} />
          <CartSummary
            title="Order Summary"
            lines={cart.items}
            isTaxable={cart.isTaxable}
            discountRate={appliedDiscountRate(discount) || null}
          >
            <CartQuoteNote quote={cart.quote} />
            <DiscountForm />
            <BundleAlert lines={cart.items} />
            <AvailabilityAlert problems={problems} />
            <Button
              variant="outline"
              fullWidth
              disabled={busy}
              onClick={() => void onSaveAsQuote()}
            >
              Save as Quote
            </Button>
            {CheckoutAction ? (
              <CheckoutAction
                cart={cart}
                totalCents={cartTotalsCents(cart, discount).totalPrice}
                blocked={blockedReason !== null}
                describedBy={blockedReason ? reasonId : undefined}
                proceed={proceed}
              />
            ) : (
              proceed
            )}
            {blockedReason ? (
              <Text id={reasonId} size="2" tone="error" data-testid="checkout-blocked">
                {blockedReason}
              </Text>
            ) : null}
          </CartSummary>
        </Flex>
      </WithSummary>
      <LazyConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear Bag"
        text="Are you sure you want to remove every item from your cart?"
        confirmLabel="Yes! Clear"
        loading={busy}
        onConfirm={() => void onClear()}
      />
    </>
  );
}
