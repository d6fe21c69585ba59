import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;
export type AppRoute = { path: string; page: Page; dealerOnly?: boolean };

// Every screen is its own chunk: the entry bundle carries only the shell.
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

export const routes: AppRoute[] = [
  { path: '/login', page: page(() => import('@/features/auth/routes/LoginPage')) },
  { path: '/signup', page: page(() => import('@/features/auth/routes/SignupPage')) },
  { path: '/password-reset', page: page(() => import('@/features/auth/routes/PasswordResetPage')) },
  {
    path: '/activate-account/:accountId',
    page: page(() => import('@/features/auth/routes/ActivateAccountPage')),
  },
  { path: '/our-products', page: page(() => import('@/features/catalog/routes/OurProductsPage')) },
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
  { path: '/cart', page: page(() => import('@/features/cart/routes/CartPage')), dealerOnly: true },
  {
    path: '/quotes',
    page: page(() => import('@/features/quotes/routes/QuoteListPage')),
    dealerOnly: true,
  },
  {
    path: '/quotes/:quoteId',
    page: page(() => import('@/features/quotes/routes/QuoteDetailPage')),
    dealerOnly: true,
  },
  {
    path: '/checkout',
    page: page(() => import('@/features/checkout/routes/CheckoutPage')),
    dealerOnly: true,
  },
  {
    path: '/my-account',
    page: page(() => import('@/features/account/routes/MyAccountPage')),
    dealerOnly: true,
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
