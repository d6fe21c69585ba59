import type { Story } from '@ladle/react';
import { Flex } from './Layout';
import { ButtonLink, Link } from './Link';
import { Text } from './Heading';

export const TextLinks: Story = () => (
  <Flex direction="column" gap="4">
    <Text>
      Already a dealer? <Link href="/login">Sign in</Link> or{' '}
      <Link href="/password-reset" variant="contrast">
        reset your password
      </Link>
      .
    </Text>
    <Flex as="ul" direction="column" gap="2" css={{ listReset: true }}>
      <li>
        <Link href="/about-us" variant="subtle">
          About Us (subtle)
        </Link>
      </li>
      <li>
        <Link href="/contact-us" variant="subtle" size="2">
          Contact Us (subtle, size 2)
        </Link>
      </li>
    </Flex>
    <Text>
      External: <Link href="mailto:sales@example.com">sales@example.com</Link>,{' '}
      <Link href="tel:+14045550100">404-555-0100</Link>,{' '}
      <Link href="https://example.com" target="_blank" rel="noreferrer">
        example.com
      </Link>
    </Text>
  </Flex>
);

export const ButtonLinks: Story = () => (
  <Flex direction="column" gap="5">
    <Flex gap="4" align="center">
      <ButtonLink href="/our-products">Shop Now</ButtonLink>
      <ButtonLink href="/cart" variant="secondary">
        View Cart
      </ButtonLink>
      <ButtonLink href="/" variant="outline">
        Continue Shopping
      </ButtonLink>
      <ButtonLink href="/login" variant="link">
        Sign in
      </ButtonLink>
    </Flex>
    <Flex gap="4" align="center">
      <ButtonLink href="/our-products" size="1">
        Size 1
      </ButtonLink>
      <ButtonLink href="/our-products" size="2">
        Size 2
      </ButtonLink>
      <ButtonLink href="/our-products" size="3">
        Size 3
      </ButtonLink>
      <ButtonLink href="mailto:sales@example.com" variant="outline" size="3">
        E-mail us
      </ButtonLink>
    </Flex>
  </Flex>
);
