import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Container, Flex, LoadingOverlay, PageTitle, Section, Skeleton, useToast } from '@ds';
import { LoadError } from '@/components/LoadError';
import { useAddresses } from '@/features/addresses';
import { useCart } from '@/features/cart';
import { usePaymentMethods } from '@/features/payments';
import { useDocumentTitle } from '@/lib/document-title';
import { pendingOrderKey } from '@/lib/order-key';
import { EMPTY_CART_MESSAGE } from '../api/checkout';
import { CheckoutForm, PROCESSING_TEXT } from '../components/CheckoutForm';
import { useOrderProcessing } from '../hooks/useOrderProcessing';

export default function CheckoutPage() {
  useDocumentTitle('One Step Checkout');
  const [, navigate] = useLocation();
  const toast = useToast();
  const cart = useCart();
  const { methods, isLoading: methodsLoading } = usePaymentMethods();
  const { addresses } = useAddresses();
  const order = useOrderProcessing();

  // Nothing to buy and no order running, just finished or being asked about by its key (the
  // cart of a placed order is empty, and its confirmation is on its way): back to the products.
  const nothingToBuy =
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

  return (
    <Section>
      <Container>
        <PageTitle css={{ marginBottom: '$6' }}>ONE STEP CHECKOUT</PageTitle>
        {cart.error && !cart.data ? (
          <LoadError
            title="The cart could not be loaded."
            error={cart.error}
            onRetry={() => void cart.mutate()}
          />
        ) : null}
        {!cart.data && !cart.error ? (
          <Flex direction="column" gap={3} aria-busy="true" aria-label="Loading the cart">
            <Skeleton css={{ height: '$block1' }} />
            <Skeleton css={{ height: '$block6' }} />
          </Flex>
        ) : null}
        {cart.data ? (
          <CheckoutForm
            cart={cart.data}
            methods={methods}
            methodsLoading={methodsLoading}
            addresses={addresses}
            order={order}
          />
        ) : (
          // A resumed order shows its loader even before the cart has loaded.
          <LoadingOverlay active={order.processing} label={PROCESSING_TEXT} />
        )}
      </Container>
    </Section>
  );
}
