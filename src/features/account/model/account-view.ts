// What /my-account shows lives in the query string, so the browser's Back and a reload keep it
// and visiting plain /my-account starts over: first tab, no order open, no profile editing.

const ACCOUNT_PATH = '/my-account';

export const ACCOUNT_TABS = [
  'orders',
  'addresses',
  'payments',
  'company',
  'approvals',
  'requests',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Tabs of one role only (docs/business-rules.md#company-accounts); the rest are everyone's. */
const ROLE_TABS: Partial<Record<AccountTab, readonly string[]>> = {
  payments: ['Owner', 'Buyer'],
  company: ['Owner'],
  approvals: ['Owner'],
  requests: ['Buyer', 'Estimator'],
};

/**
 * The tabs a person sees: everyone the orders and the addresses, the Owner and a Buyer the cards,
 * the Owner also Company Users and Approvals, a Buyer or Estimator My Requests. While the role is not known yet (undefined) a role's tab
 * opened by its URL stays, so a reload does not jump.
 */
export function visibleTabs(role: string | undefined, opened: AccountTab): AccountTab[] {
  return ACCOUNT_TABS.filter((t) => {
    const roles = ROLE_TABS[t];
    if (!roles) return true;
    return role === undefined ? t === opened : roles.includes(role);
  });
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
  approvals: 'approvals',
  requests: 'my-requests',
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
