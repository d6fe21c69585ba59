import { useLocation } from 'wouter';
import { Money } from '@ds';
import { loginPathFor } from '@/lib/next-path';
import { TextLink } from './links';

const SIGN_IN_FOR_PRICE = 'Sign in to view your pricing';

/** Spec section 6: a visitor sees no price when it is not numeric, only the way to sign in. */
export function Price({ price, large = false }: { price: number | null; large?: boolean }) {
  const [path] = useLocation();
  if (price === null)
    return (
      <TextLink href={loginPathFor(path)} css={{ fontSize: large ? '$3' : '$2' }}>
        {SIGN_IN_FOR_PRICE}
      </TextLink>
    );
  return (
    <Money
      amount={price}
      strong
      tone={large ? 'primary' : 'default'}
      css={{ fontSize: large ? '$7' : '$3' }}
    />
  );
}
