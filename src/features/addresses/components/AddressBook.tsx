import { Heading, Skeleton, Text } from '@ds';

// TEMPORARY placeholder (issue 16 frame): issue 17 replaces this file with the real Address Book.
export function AddressBook() {
  return (
    <section aria-labelledby="address-book-title">
      <Heading as="h2" size="3" id="address-book-title" css={{ marginBottom: '$4' }}>
        My Addresses
      </Heading>
      <Text tone="muted" css={{ marginBottom: '$4' }}>
        The address book is not available yet.
      </Text>
      <Skeleton shape="block" css={{ height: 96, marginBottom: '$3' }} />
      <Skeleton shape="block" css={{ height: 96 }} />
    </section>
  );
}
