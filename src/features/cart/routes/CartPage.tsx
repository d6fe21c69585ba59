import type { ComponentType } from 'react';
import { ButtonLink, Container, Flex, PageTitle, Section, Skeleton, Text } from '@ds';
import { LoadError } from '@/components/LoadError';
import { useDocumentTitle } from '@/lib/document-title';
import { useCart } from '../api/cart';
import { CartNotice } from '../components/CartNotice';
import type { OnSavedAsQuote } from '../api/switch-to-quote';
import { CartView, type CheckoutActionProps } from '../components/CartView';

/** /cart, titled SHOPPING CART; the app tells it where a quote it saves goes (src/app/CartPage.tsx). */
export function CartPage({
  onSavedAsQuote,
  CheckoutAction,
}: {
  onSavedAsQuote: OnSavedAsQuote;
  /** Replaces Proceed to Check Out where the person must submit for approval (the app's choice). */
  CheckoutAction?: ComponentType<CheckoutActionProps>;
}) {
  useDocumentTitle('Shopping Cart');
  const { data: cart, error, isLoading, mutate } = useCart();

  let body;
  if (cart && cart.items.length > 0)
    body = <CartView cart={cart} onSavedAsQuote={onSavedAsQuote} CheckoutAction={CheckoutAction} />;
  else if (cart)
    body = (
      <Flex direction="column" align="start" gap="4">
        <Text size="4">Your cart is empty</Text>
        <Flex gap="3">
          <ButtonLink href="/quick-order">Quick Order</ButtonLink>
          <ButtonLink href="/our-products?category=Cabinets" variant="outline">
            Our Products
          </ButtonLink>
        </Flex>
      </Flex>
    );
  else if (error && !isLoading)
    body = (
      <LoadError
        title="The cart could not be loaded."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  else body = <Skeleton css={{ height: '$block7' }} aria-label="Loading cart" />;

  return (
    <Section>
      <Container as={Flex} direction="column" gap="5">
        <PageTitle css={{ marginBottom: 0 }}>SHOPPING CART</PageTitle>
        <div>
          <CartNotice />
          {body}
        </div>
      </Container>
    </Section>
  );
}
