import { preloadData } from '@/api';
import { addressesKey, fetchAddresses } from '@/features/addresses';
import { cartKey, fetchCart } from '@/features/cart';
import { fetchPaymentMethods, paymentMethodsKey } from '@/features/payments';
import { fetchQuote, quoteKey } from '@/features/quotes';
import { lazyPage as page, type LazyPage } from './lazy-page';

export type AppRoute = {
  path: string;
  page: LazyPage;
  dealerOnly?: boolean;
  /** Staff not acting as a dealer only (docs/business-rules.md#staff-acting-as-a-dealer). */
  staffOnly?: boolean;
  /**
   * Starts loading what the screen shows first, for a dealer opening it directly (main.tsx).
   * Settles, never fails.
   */
  data?: (params: Record<string, string>) => Promise<unknown>;
  /** A path without parameters whose chunk is fetched once the first screen is idle. */
  prefetch?: true;
};

// Every screen is its own chunk (lazy-page.tsx): the entry bundle carries only the shell.
export const routes: AppRoute[] = [
  { path: '/login', page: page(() => import('@/features/auth/routes/LoginPage')) },
  { path: '/signup', page: page(() => import('@/features/auth/routes/SignupPage')) },
  { path: '/password-reset', page: page(() => import('@/features/auth/routes/PasswordResetPage')) },
  {
    path: '/activate-account/:accountId',
    page: page(() => import('@/features/auth/routes/ActivateAccountPage')),
  },
  {
    path: '/our-products',
    page: page(() => import('@/features/catalog/routes/OurProductsPage')),
  },
  {
    path: '/cabinets/:color',
    page: page(() => import('@/features/catalog/routes/CabinetColorPage')),
  },
  {
    path: '/products/:productId',
    page: page(() => import('@/features/catalog/routes/ProductPage')),
  },
  {
    path: '/search',
    page: page(() => import('@/features/catalog/routes/SearchPage')),
    dealerOnly: true,
  },
  {
    path: '/quick-order',
    page: page(() => import('@/features/quick-order/routes/QuickOrderPage')),
    dealerOnly: true,
  },
  {
    path: '/cart',
    page: page(() => import('./CartPage')),
    dealerOnly: true,
    data: () => preloadData(cartKey, fetchCart),
    prefetch: true,
  },
  {
    path: '/quotes',
    page: page(() => import('@/features/quotes/routes/QuoteListPage')),
    dealerOnly: true,
  },
  {
    path: '/quotes/:quoteId',
    page: page(() => import('@/features/quotes/routes/QuoteDetailPage')),
    dealerOnly: true,
    data: ({ quoteId = '' }) => {
      // The same ids as the screen accepts; anything else is not found and asks for nothing.
      if (!/^\d+$/.test(quoteId) || Number(quoteId) === 0) return Promise.resolve();
      const id = Number(quoteId);
      return preloadData(quoteKey(id), () => fetchQuote(id));
    },
  },
  {
    path: '/checkout',
    page: page(() => import('@/features/checkout/routes/CheckoutPage')),
    dealerOnly: true,
    data: () =>
      Promise.all([
        preloadData(cartKey, fetchCart),
        preloadData(paymentMethodsKey, fetchPaymentMethods),
        preloadData(addressesKey, fetchAddresses),
      ]),
  },
  {
    path: '/my-account',
    page: page(() => import('@/features/account/routes/MyAccountPage')),
    dealerOnly: true,
  },
  {
    path: '/act-as-dealer',
    page: page(() => import('@/features/staff/routes/ActAsDealerPage')),
    staffOnly: true,
  },
  {
    path: '/staff/pricing-requests',
    page: page(() => import('@/features/staff/routes/PricingRequestsPage')),
    staffOnly: true,
  },
  {
    path: '/staff/pricing-requests/:quoteId',
    page: page(() => import('@/features/staff/routes/PricingRequestPage')),
    staffOnly: true,
  },
  { path: '/download', page: page(() => import('@/features/content/routes/DownloadPage')) },
  { path: '/contact-us', page: page(() => import('@/features/contact/routes/ContactPage')) },
  {
    path: '/privacy-policy',
    page: page(() => import('@/features/content/routes/PrivacyPolicyPage')),
  },
  {
    path: '/return-refund-policy',
    page: page(() => import('@/features/content/routes/ReturnRefundPolicyPage')),
  },
  { path: '/warranty', page: page(() => import('@/features/content/routes/WarrantyPage')) },
  {
    path: '/terms-conditions',
    page: page(() => import('@/features/content/routes/TermsConditionsPage')),
  },
  { path: '/about-us', page: page(() => import('@/features/content/routes/AboutUsPage')) },
];

export const NotFoundPage = page(() => import('./NotFoundPage'));
