import { isDealerSession, loadIntoCache, preloadData, session } from '@/api';
import { accountKey, fetchAccount } from '@/features/account';
import { addressesKey, fetchAddresses } from '@/features/addresses';
import { cartKey, fetchCart } from '@/features/cart';
import { fetchPaymentMethods, paymentMethodsKey } from '@/features/payments';
import { fetchQuotes, quotesKey } from '@/features/quotes';

/**
 * Account, cart, quotes, payment methods and addresses load on sign-in, in parallel
 * (docs/business-rules.md#session): the header's account and cart are preloaded for the header
 * drawn next, the rest go into the cache for the screens that show them. A failure is only
 * logged: each screen asks again when it mounts.
 */
function loadSessionData(): Promise<void> {
  const logged = (what: string) => (error: unknown) =>
    console.warn(`Failed to fetch ${what}.`, error);
  return Promise.all([
    preloadData(accountKey, fetchAccount),
    preloadData(cartKey, fetchCart),
    loadIntoCache(quotesKey, fetchQuotes).catch(logged('quotes')),
    loadIntoCache(paymentMethodsKey, fetchPaymentMethods).catch(logged('payment methods')),
    loadIntoCache(addressesKey, fetchAddresses).catch(logged('addresses')),
  ]).then(() => undefined);
}

/** Called once at start-up (and by tests of the sign-in path); returns the way to stop. */
export function preloadOnSignIn(): () => void {
  return session.onSignIn(loadSessionData);
}

/** A dealer's page greets them by name: the account is asked for with the page's own data. */
export function preloadDealerChrome(): void {
  if (isDealerSession(session.get())) void preloadData(accountKey, fetchAccount);
}
