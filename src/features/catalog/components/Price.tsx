import { useLocation } from 'wouter';
import { Money } from '@ds';
import { loginPathFor } from '@/lib/next-path';
import { TextLink } from './links';

const SIGN_IN_FOR_PRICE = 'Sign in to view your pricing';

function SignInForPrice({ large }: { large: boolean }) {
  // Only this branch needs the location (to come back after sign-in); priced rows skip the
  // subscription, which adds up on a 500-row colour page.
  const [path] = useLocation();
  return (
    <TextLink href={loginPathFor(path)} css={{ fontSize: large ? '$3' : '$2' }}>
      {SIGN_IN_FOR_PRICE}
    </TextLink>
  );
}

/** docs/business-rules.md#screens: a visitor sees no price when it is not numeric, only the way to sign in. */
export function Price({ price, large = false }: { price: number | null; large?: boolean }) {
  if (price === null) return <SignInForPrice large={large} />;
  return (
    <Money
      amount={price}
      strong
      tone={large ? 'primary' : 'default'}
      css={{ fontSize: large ? '$7' : '$3' }}
    />
  );
}
