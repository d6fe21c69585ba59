import { formatMoney } from '@ds';
import { toDollars, type ApprovalNeed } from '@/lib/cart-model';

/** The longest note for the owner the API keeps. */
export const APPROVAL_NOTE_MAX = 500;

/** Why this person submits for approval instead of ordering (docs/business-rules.md#approvals). */
export function approvalText(need: NonNullable<ApprovalNeed>): string {
  return need.kind === 'estimator'
    ? 'Estimators cannot place orders. Please submit for approval.'
    : `Orders over ${formatMoney(toDollars(need.capCents))} need approval.`;
}
