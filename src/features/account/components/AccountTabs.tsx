import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@ds';
import { useAccount } from '../api/account';
import { visibleTabs, type AccountTab } from '../model/account-view';

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  orders: 'My Order',
  addresses: 'Address Book',
  payments: 'My Payment Methods',
  company: 'Company Users',
  approvals: 'Approvals',
  requests: 'My Requests',
};

type Props = {
  /** The tab the URL names. */
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** What each tab shows (every tab but the orders comes from its own feature); `readOnly` when
   * this person may only use or see the addresses and cards. */
  panels: (access: { readOnly: boolean }) => Record<AccountTab, ReactNode>;
};

/** The account tabs (Radix: arrow keys move between tabs, Tab enters the panel). */
export function AccountTabs({ tab: opened, onTabChange, panels }: Props) {
  const { data: account } = useAccount();
  // An answer without a role is a dealer of its own: the Owner.
  const role = account ? (account.companyRole ?? 'Owner') : undefined;
  const tabs = visibleTabs(role, opened);
  // A tab this person does not have (a Buyer at ?tab=company-users) opens the first one.
  const tab = tabs.includes(opened) ? opened : 'orders';
  // Only the Owner manages addresses and cards; the others use or see them.
  const shown = panels({ readOnly: role !== undefined && role !== 'Owner' });
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AccountTab)}>
      <TabsList aria-label="My Account">
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t}>
            {ACCOUNT_TAB_LABELS[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t} value={t}>
          {/* Every tab but the orders loads its code when opened: a skeleton until then. */}
          <Suspense fallback={<Skeleton css={{ height: '$block2' }} />}>{shown[t]}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
