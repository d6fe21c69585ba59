import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Container, PageTitle, Section, Skeleton, VisuallyHidden } from '@ds';
import { AddressBook } from '@/features/addresses';
import { ApprovalRequests, CompanyUsers } from '@/features/company';
import { OpenedOrder, OrderList } from '@/features/orders';
import { PaymentMethods } from '@/features/payments';
import { useDocumentTitle } from '@/lib/document-title';
import { AccountBanner } from '../components/AccountBanner';
import { ACCOUNT_TAB_LABELS, AccountTabs } from '../components/AccountTabs';
import { ProfileCard } from '../components/ProfileCard';
import { accountViewUrl, readAccountView, type AccountView } from '../model/account-view';

// The editor and its forms load when the dealer opens it.
const ProfileEditor = lazy(() =>
  import('../components/ProfileEditor').then((m) => ({ default: m.ProfileEditor })),
);

/** History entries this page pushed carry this mark, so Go Back can be the browser's Back. */
const PUSHED = { accountView: true };

function pushedByUs(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'accountView' in state;
}

/**
 * /my-account: banner, profile card and the tabs (the Owner's include Company Users); an opened order replaces the card and
 * the tabs, the profile editor replaces everything. The view lives in the URL (see account-view).
 */
export default function MyAccountPage() {
  const view = readAccountView(useSearch());
  const [, navigate] = useLocation();
  useDocumentTitle(
    view.editing ? 'Edit Your Profile' : view.orderId ? 'Order Details' : 'My Account',
  );

  const open = (next: Partial<AccountView>) => {
    navigate(accountViewUrl(next), { state: PUSHED });
    window.scrollTo(0, 0);
  };
  // Back where we came from when this page opened the view; else (a link or reload) replace it.
  const back = (to: Partial<AccountView>) => {
    if (pushedByUs()) window.history.back();
    else navigate(accountViewUrl(to), { replace: true });
  };

  if (view.editing)
    return (
      <Container as={Section}>
        <Suspense fallback={<Skeleton css={{ height: '$block6' }} />}>
          <ProfileEditor onBack={() => back({})} />
        </Suspense>
      </Container>
    );

  return (
    <>
      <AccountBanner />
      <Container as={Section}>
        <PageTitle>My Account</PageTitle>
        {view.orderId ? (
          <OpenedOrder
            orderId={view.orderId}
            page={view.page}
            onBack={() => back({ page: view.page })}
          />
        ) : (
          <>
            <ProfileCard onEdit={() => open({ editing: true })} />
            <AccountTabs
              tab={view.tab}
              onTabChange={(tab) => navigate(accountViewUrl({ tab }), { replace: true })}
              panels={({ readOnly }) => ({
                // The address and payment panels head themselves (h2); the order list's cards
                // are h3, so its panel gets a heading of its own, also while the profile card
                // above (the other h2) is loading or failed.
                orders: (
                  <>
                    <VisuallyHidden as="h2">{ACCOUNT_TAB_LABELS.orders}</VisuallyHidden>
                    <OrderList
                      page={view.page}
                      onPageChange={(page) => open({ page })}
                      onOpen={(order) => open({ page: view.page, orderId: order.id })}
                    />
                  </>
                ),
                addresses: <AddressBook readOnly={readOnly} />,
                payments: <PaymentMethods readOnly={readOnly} />,
                company: <CompanyUsers />,
                approvals: <ApprovalRequests mode="owner" />,
                requests: <ApprovalRequests mode="requester" />,
              })}
            />
          </>
        )}
      </Container>
    </>
  );
}
