import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { session, type components } from '@/api';
import { Header } from './Header';
import { SiteAdvisory } from './TariffBanner';

// The header at the widths of the breakpoint scale: a phone (the sections behind the menu
// button, the search on its own row), a tablet (the menu button, the logo's mark) and the
// full desktop bar. A signed-in dealer's header shows the largest total it must hold; an Owner
// with requests to decide also the count beside Approvals.

type Cart = components['schemas']['Cart'];

const cart: Cart = {
  id: 5001,
  poNumber: null,
  isTaxable: false,
  items: [
    {
      cartItemId: 9001,
      productId: 101,
      sku: 'TPW-B12',
      color: 'Thielsen Pigeon White',
      price: 999999.99,
      quantity: 1,
      imageIndex: 1,
      qtyRestrictions: 10,
      isAssembled: false,
      isHingeable: true,
      hingeDirection: null,
      hingeChosen: false,
      afmx: 1,
      skuPrefix: 'TPW',
    },
  ],
  cartItemCount: 120,
  subTotal: 999999.99,
  discountedAmount: 0,
  tax: 0,
  assemblyFee: 0,
  totalPrice: 999999.99,
};

/** The session mirrors the cookies: set them before the header reads them. */
function setSignedIn(signedIn: boolean) {
  document.cookie = signedIn
    ? 'accessToken=story; path=/'
    : 'accessToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  session.reload();
}

/** Two requests wait for the Owner, one was decided: the count beside Approvals reads 2. */
const approvals = [
  { status: 'PENDING_APPROVAL' },
  { status: 'PENDING_APPROVAL' },
  { status: 'REJECTED' },
] as const;

/** The header as it renders in the app, on /cart, with the cart and account answers in place. */
function InApp({
  signedIn,
  waiting = false,
  children,
}: {
  signedIn: boolean;
  /** The Owner has requests to decide (the Approvals count). */
  waiting?: boolean;
  children: ReactNode;
}) {
  setSignedIn(signedIn);
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: {
          '/carts': cart,
          '/accounts/me': { firstName: 'Dana', lastName: 'Miller', companyRole: 'Owner' },
          ...(waiting ? { '/approval-requests': approvals } : {}),
        },
        revalidateOnMount: false,
        revalidateIfStale: false,
        revalidateOnFocus: false,
      }}
    >
      {/* The page's top as a dealer sees it: the advisory index.html draws, then the header. */}
      <SiteAdvisory />
      <Router hook={memoryLocation({ path: '/cart' }).hook}>{children}</Router>
    </SWRConfig>
  );
}

const Dealer = () => (
  <InApp signedIn>
    <Header />
  </InApp>
);

const OwnerWithApprovals = () => (
  <InApp signedIn waiting>
    <Header />
  </InApp>
);

const Visitor = () => (
  <InApp signedIn={false}>
    <Header />
  </InApp>
);

export const DealerPhone: Story = () => <Dealer />;
DealerPhone.meta = { width: 'phone' };

export const DealerTablet: Story = () => <Dealer />;
DealerTablet.meta = { width: 'tablet' };

export const DealerLaptop: Story = () => <Dealer />;
DealerLaptop.meta = { width: 'laptop' };

export const DealerDesktop: Story = () => <Dealer />;
DealerDesktop.meta = { width: 'desktop' };

export const ApprovalsWaitingPhone: Story = () => <OwnerWithApprovals />;
ApprovalsWaitingPhone.meta = { width: 'phone' };

export const ApprovalsWaitingDesktop: Story = () => <OwnerWithApprovals />;
ApprovalsWaitingDesktop.meta = { width: 'desktop' };

export const VisitorPhone: Story = () => <Visitor />;
VisitorPhone.meta = { width: 'phone' };

export const VisitorTablet: Story = () => <Visitor />;
VisitorTablet.meta = { width: 'tablet' };

export const VisitorDesktop: Story = () => <Visitor />;
VisitorDesktop.meta = { width: 'desktop' };
