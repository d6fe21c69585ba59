import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@ds';
import type { AccountTab } from '../model/account-view';

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  orders: 'My Order',
  addresses: 'Address Book',
  payments: 'My Payment Methods',
  company: 'Company Users',
};

type Props = {
  /** The tabs this person has (visibleTabs). */
  tabs: AccountTab[];
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** What each tab shows; every tab but the orders comes from its own feature. */
  panels: Record<AccountTab, ReactNode>;
};

/** The account tabs (Radix: arrow keys move between tabs, Tab enters the panel). */
export function AccountTabs({ tabs, tab, onTabChange, panels }: Props) {
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
          <Suspense fallback={<Skeleton css={{ height: '$block2' }} />}>{panels[t]}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
