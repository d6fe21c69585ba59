import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  Alert,
  Container,
  Flex,
  LoadingOverlay,
  PageTitle,
  prettifyStatus,
  Section,
  Skeleton,
  useToast,
} from '@ds';
import { LoadError } from '@/components/LoadError';
import { useAccount } from '@/features/account';
import { useAddresses } from '@/features/addresses';
import { useCart, useDiscount } from '@/features/cart';
import { usePaymentMethods } from '@/features/payments';
import { approvalNeed } from '@/lib/cart-model';
import { useDocumentTitle } from '@/lib/document-title';
import { pendingOrderKey } from '@/lib/order-key';
import { EMPTY_CART_MESSAGE } from '../api/checkout';
import { checkoutTotals } from '../components/cart-check';
import { CheckoutForm, PROCESSING_TEXT } from '../components/CheckoutForm';
import { useCheckoutSource } from '../hooks/useCheckoutSource';
import { useOrderProcessing } from '../hooks/useOrderProcessing';

// Only Buyers over their cap and Estimators see it: it loads when needed.
const ApprovalSubmit = lazy(() =>
  import('../components/ApprovalSubmit').then((m) => ({ default: m.ApprovalSubmit })),
);

export default function CheckoutPage() {
  useDocumentTitle('One Step Checkout');
  const [, navigate] = useLocation();
  const toast = useToast();
  const cart = useCart();
  const source = useCheckoutSource();
  const { methods, isLoading: methodsLoading } = usePaymentMethods();
  const { addresses } = useAddresses();
  const order = useOrderProcessing();
  const account = useAccount();
  const discount = useDiscount();
  // The API refuses Place Order above the person's cap (403), so it is not offered there; a
  // failed account load falls back to the form, whose refusal then says why.
  const need =
    source.data && account.data && source.approvalId === null
      ? approvalNeed(account.data, checkoutTotals(source.data, discount).totalPrice)
      : null;
  const deciding = !account.data && !account.error;

  // Nothing to buy and no order running, just finished or being asked about by its key (the
  // cart of a placed order is empty, and its confirmation is on its way): back to the products.
  const nothingToBuy =
    source.approvalId === null &&
    cart.data !== undefined &&
    cart.data.items.length === 0 &&
    !order.processing &&
    !order.finished &&
    order.error === null &&
    pendingOrderKey() === null;
  useEffect(() => {
    if (!nothingToBuy) return;
    toast.show(EMPTY_CART_MESSAGE, { variant: 'error' });
    // Replaced, so Back does not return to a checkout that only sends the dealer away again.
    navigate('/our-products', { replace: true });
  }, [nothingToBuy, navigate, toast]);

  const data = source.data;
  return (
    <Section>
      <Container>
        <PageTitle css={{ marginBottom: '$6' }}>
          {source.approvalId === null
            ? 'ONE STEP CHECKOUT'
            : `APPROVE REQUEST ${source.approvalId}`}
        </PageTitle>
        {source.error && !data ? (
          <LoadError
            title={
              source.approvalId === null
                ? 'The cart could not be loaded.'
                : 'The request could not be loaded.'
            }
            error={source.error}
            onRetry={source.retry}
          />
        ) : null}
        {source.decided ? (
          <Alert variant="info">
            Request {source.decided.id} is {prettifyStatus(source.decided.status)}: there is nothing
            to approve.
          </Alert>
        ) : null}
        {!data && !source.error && !source.decided ? (
          <Flex direction="column" gap={3} aria-busy="true" aria-label="Loading the cart">
            <Skeleton css={{ height: '$block1' }} />
            <Skeleton css={{ height: '$block6' }} />
          </Flex>
        ) : null}
        {data && need && !order.processing ? (
          <Suspense fallback={<Skeleton css={{ height: '$block6' }} />}>
            <ApprovalSubmit
              cart={data}
              totals={checkoutTotals(data, null)}
              discountRate={0}
              need={need}
            />
          </Suspense>
        ) : data && deciding ? (
          <Skeleton css={{ height: '$block6' }} />
        ) : data ? (
          <CheckoutForm
            cart={data}
            methods={methods}
            methodsLoading={methodsLoading}
            addresses={addresses}
            order={order}
            approvalRequestId={source.approvalId ?? undefined}
          />
        ) : (
          // A resumed order shows its loader even before the cart has loaded.
          <LoadingOverlay active={order.processing} label={PROCESSING_TEXT} />
        )}
      </Container>
    </Section>
  );
}
