import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Link, useLocation } from 'wouter';
import { Badge, Money, Skeleton, VisuallyHidden, formatBadgeCount, styled } from '@ds';
import { toDollars } from '@/lib/cart-model';
import { useCart } from '../api/cart';
import { cartTotalsCents } from '../api/cart-total';
import { useDiscount } from '../api/discount';

const Anchor = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  height: '$iconButton3',
  px: '$2',
  borderRadius: '$2',
  color: '$text',
  fontWeight: '$semibold',
  textDecoration: 'none',
  pressable: { color: '$primary' },
  '&[aria-current="page"]': { color: '$primary' },
});

const Icon = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  // The badge's middle sits on the icon's top edge; it overhangs the icon on the right.
  '& > span': { position: 'absolute', top: 'calc($sizes$badge / -2)', right: '-$3' },
});

/**
 * Room for the largest total a cart shows ($999,999.99) in tabular digits, so the SKU search to its
 * left stays put as the total grows.
 */
const TOTAL = {
  marginLeft: '$2',
  width: '11ch',
  textAlign: 'left',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

const TotalPlaceholder = () => <Skeleton css={{ ...TOTAL, height: '$fontSizes$4' }} />;

/** The total's room, kept empty when the cart could not be loaded (the cart page says so). */
const NoTotal = styled('span', { ...TOTAL, display: 'inline-block' });

/**
 * Cart icon with the total quantity (99+) and the cart's Total as the cart summary shows it,
 * applied discount included (docs/business-rules.md#screens). Its name is its own text with the
 * words a listener needs between ('Cart, 2 items, total $396.61'), so what a dealer sees and
 * what a screen reader or voice control calls it agree.
 */
export function CartLink() {
  const { data: cart, isLoading } = useCart();
  const discount = useDiscount();
  const [path] = useLocation();
  const count = cart?.cartItemCount ?? 0;
  const items = formatBadgeCount(count);
  return (
    <Anchor
      href="/cart"
      aria-current={path === '/cart' ? 'page' : undefined}
      data-testid="cart-link"
    >
      <VisuallyHidden>{cart ? 'Cart, ' : 'Cart'}</VisuallyHidden>
      <Icon>
        <ShoppingCart size={26} aria-hidden />
        <Badge count={count} data-testid="cart-badge" />
      </Icon>
      {cart && (
        // The badge shows no 0, so the words say it.
        <VisuallyHidden>
          {`${count === 0 ? items : ''} ${items === '1' ? 'item' : 'items'}, total `}
        </VisuallyHidden>
      )}
      {cart ? (
        <Money
          amount={toDollars(cartTotalsCents(cart, discount).totalPrice)}
          data-testid="cart-total"
          css={TOTAL}
        />
      ) : isLoading ? (
        // Until the cart answers, a placeholder: '$0.00' would be a wrong statement.
        <TotalPlaceholder />
      ) : (
        // Nor is it when the cart could not be loaded.
        <NoTotal data-testid="cart-total-unknown" />
      )}
    </Anchor>
  );
}
