// What /my-account shows lives in the query string, so the browser's Back and a reload keep it
// and visiting plain /my-account starts over: first tab, no order open, no profile editing.

const ACCOUNT_PATH = '/my-account';

export const ACCOUNT_TABS = ['orders', 'addresses', 'payments', 'company'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Tabs only a company's Owner has (docs/business-rules.md#company-accounts). */
const OWNER_TABS: readonly AccountTab[] = ['company'];

/**
 * The tabs a person sees: everyone the first three, the Owner also Company Users. While the role
 * is not known yet (undefined) an owner tab opened by its URL stays, so a reload does not jump.
 */
export function visibleTabs(role: string | null | undefined, opened: AccountTab): AccountTab[] {
  return ACCOUNT_TABS.filter(
    (t) => !OWNER_TABS.includes(t) || role === 'Owner' || (role === undefined && t === opened),
  );
}

export type AccountView = {
  tab: AccountTab;
  /** Page of the order list (1-based). */
  page: number;
  /** The opened order, or null for the tabs. */
  orderId: number | null;
  /** Edit Your Profile is open (it replaces everything else). */
  editing: boolean;
};

const TAB_PARAM: Record<AccountTab, string | null> = {
  orders: null,
  addresses: 'address-book',
  payments: 'payment-methods',
  company: 'company-users',
};

function positiveInt(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export function readAccountView(search: string): AccountView {
  const q = new URLSearchParams(search);
  const tabParam = q.get('tab');
  const tab = ACCOUNT_TABS.find((t) => TAB_PARAM[t] !== null && TAB_PARAM[t] === tabParam);
  return {
    tab: tab ?? 'orders',
    page: positiveInt(q.get('page')) ?? 1,
    orderId: positiveInt(q.get('order')),
    editing: q.get('edit') === 'profile',
  };
}

/** The URL of a view; defaults are left out, so the first tab's first page is plain /my-account. */
export function accountViewUrl(view: Partial<AccountView>): string {
  const q = new URLSearchParams();
  if (view.editing) q.set('edit', 'profile');
  const tabParam = view.tab ? TAB_PARAM[view.tab] : null;
  if (tabParam) q.set('tab', tabParam);
  if (view.page && view.page > 1) q.set('page', String(view.page));
  if (view.orderId) q.set('order', String(view.orderId));
  const query = q.toString();
  return query ? `${ACCOUNT_PATH}?${query}` : ACCOUNT_PATH;
}
