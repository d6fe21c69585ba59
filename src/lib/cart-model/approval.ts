import { toCents, type Cents } from './money';

// Who may place an order of a given total (docs/business-rules.md#company-accounts): the same
// rule the API applies at checkout, so the screen offers Submit for Approval where it would refuse.

export type OrderingPerson = {
  companyRole?: 'Owner' | 'Buyer' | 'Estimator';
  /** A Buyer's per-order limit in dollars. */
  spendingLimit?: number | null;
  /** The company rule in dollars: orders over it need the Owner's approval. */
  approvalThreshold?: number | null;
};

/** Why this person must submit for approval instead of ordering, or null when they may order. */
export type ApprovalNeed = { kind: 'estimator' } | { kind: 'over'; capCents: Cents } | null;

/**
 * The Owner (and an account without a role) orders anything; an Estimator nothing; a Buyer up to
 * the lower of their limit and the company rule, the total included.
 */
export function approvalNeed(person: OrderingPerson, totalCents: Cents): ApprovalNeed {
  if (person.companyRole === 'Estimator') return { kind: 'estimator' };
  if (person.companyRole !== 'Buyer') return null;
  const caps = [person.spendingLimit, person.approvalThreshold].filter(
    (v): v is number => typeof v === 'number',
  );
  if (caps.length === 0) return null;
  const capCents = toCents(Math.min(...caps));
  return totalCents > capCents ? { kind: 'over', capCents } : null;
}
