import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@ds';
import { ACCOUNT_TABS, type AccountTab } from '../model/account-view';

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  orders: 'My Order',
  addresses: 'Address Book',
  payments: 'My Payment Methods',
};

type Props = {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** What each tab shows; the address and payment tabs come from their own features. */
  panels: Record<AccountTab, ReactNode>;
};

/** The three account tabs (Radix: arrow keys move between tabs, Tab enters the panel). */
export function AccountTabs({ tab, onTabChange, panels }: Props) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AccountTab)}>
      <TabsList aria-label="My Account">
        {ACCOUNT_TABS.map((t) => (
          <TabsTrigger key={t} value={t}>
            {ACCOUNT_TAB_LABELS[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ACCOUNT_TABS.map((t) => (
        <TabsContent key={t} value={t}>
          {/* Address book and cards load their code when opened: a skeleton until then. */}
          <Suspense fallback={<Skeleton css={{ height: '$block2' }} />}>{panels[t]}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
