import { Heading, Skeleton, Text } from '@ds';

// TEMPORARY placeholder (issue 16 frame): issue 17 replaces this file with the real tab.
export function PaymentMethods() {
  return (
    <section aria-labelledby="payment-methods-title">
      <Heading as="h2" size="3" id="payment-methods-title" css={{ marginBottom: '$4' }}>
        My Payment Methods
      </Heading>
      <Text tone="muted" css={{ marginBottom: '$4' }}>
        Saved payment cards are not available yet.
      </Text>
      <Skeleton shape="block" css={{ height: 96 }} />
    </section>
  );
}
