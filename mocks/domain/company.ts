import type { AccountRecord, State } from '../state';

// Who is who in a company (docs/business-rules.md#company-accounts): an account without a
// membership is its company's Owner, so every existing dealer is the Owner of a company of one.

export type CompanyRole = 'Owner' | 'Buyer' | 'Estimator';

const DISABLED_TEXT = 'Your account has been disabled. Please contact your company owner.';
/** The answer to a disabled person's every token and sign-in (the contract's `Error.code`). */
export const DISABLED = { error: DISABLED_TEXT, code: 'ACCOUNT_DISABLED' } as const;
export const OWNER_ONLY = 'Only the company owner can do this.';
/** How long an invitation link works. */
export const INVITATION_MS = 7 * 24 * 3600_000;

export const roleOf = (a: AccountRecord): CompanyRole => a.company?.role ?? 'Owner';

export const fullName = (a: AccountRecord): string =>
  `${a.info.firstName} ${a.info.lastName}`.trim();

export function ownerOf(state: State, a: AccountRecord): AccountRecord {
  if (!a.company) return a;
  const key = a.company.ownerEmail.toLowerCase();
  const owner = state.accounts.find((x) => x.email.toLowerCase() === key);
  if (!owner) throw new Error(`company owner ${a.company.ownerEmail} is missing`);
  return owner;
}

/** The Owner first, then the people invited under them, in the order they were added. */
export function membersOf(state: State, owner: AccountRecord): AccountRecord[] {
  const key = owner.email.toLowerCase();
  return [owner, ...state.accounts.filter((a) => a.company?.ownerEmail.toLowerCase() === key)];
}

/** '$2,000.00', as the screens show money. */
const dollars = (n: number): string =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The most a person may order without approval: the Owner has no cap; a Buyer their limit and
 * the company rule, whichever is lower; an Estimator nothing.
 */
function orderCap(owner: AccountRecord, a: AccountRecord): number | null {
  const role = roleOf(a);
  if (role === 'Owner') return null;
  if (role === 'Estimator') return 0;
  const caps = [a.company?.spendingLimit, owner.approvalThreshold].filter(
    (v): v is number => typeof v === 'number',
  );
  return caps.length ? Math.min(...caps) : null;
}

/** Why checkout refuses this total for this person, or null when they may place it. */
export function approvalNeeded(
  owner: AccountRecord,
  a: AccountRecord,
  total: number,
): string | null {
  if (roleOf(a) === 'Estimator')
    return 'Estimators cannot place orders. Please submit for approval.';
  const cap = orderCap(owner, a);
  if (cap === null || total <= cap) return null;
  return `Orders over ${dollars(cap)} need approval.`;
}
