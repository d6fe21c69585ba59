import { loadBoldFace } from '@ds';
import { isDealerSession, loadForSession, preloadIntoCache, session } from '@/api';
import { accountKey, fetchAccount } from '@/features/account';
import { addressesKey, fetchAddresses } from '@/features/addresses';
import { cartKey, fetchCart } from '@/features/cart';
import { fetchPaymentMethods, paymentMethodsKey } from '@/features/payments';
import { fetchQuotes, quotesKey } from '@/features/quotes';

/**
 * Account, cart, quotes, payment methods and addresses load on sign-in, in parallel
 * (docs/business-rules.md#session). A failure is only logged: each screen asks again when it
 * mounts. Answers that arrive after a sign-out are dropped.
 */
function loadSessionData(): Promise<void> {
  const load = <T>(key: string, fetcher: () => Promise<T>, what: string) =>
    loadForSession(key, fetcher).catch((error: unknown) =>
      console.warn(`Failed to fetch ${what}.`, error),
    );
  return Promise.all([
    load(accountKey, fetchAccount, 'account info'),
    load(cartKey, fetchCart, 'cart'),
    load(quotesKey, fetchQuotes, 'quotes'),
    load(paymentMethodsKey, fetchPaymentMethods, 'payment methods'),
    load(addressesKey, fetchAddresses, 'addresses'),
  ]).then(() => undefined);
}

/**
 * Called once at start-up (and by tests of the sign-in path); registering twice is harmless.
 * Returns the way to stop, which a test uses so later tests in the same realm do not preload.
 */
export function preloadOnSignIn(): () => void {
  return session.onSignIn(loadSessionData);
}

/**
 * What every dealer page draws just after its first paint, asked for with the page: the account
 * info behind the header's greeting (otherwise requested only once the dealer menu has mounted,
 * drawing the header a second time when it came) and the bold face of the totals. Nothing waits
 * for either.
 */
export function preloadDealerChrome(): void {
  if (!isDealerSession(session.get())) return;
  void preloadIntoCache(accountKey, fetchAccount);
  void loadBoldFace();
}
