import { describe, expect, it } from 'vitest';
import { approvalNeed } from './approval';

describe('who must submit for approval', () => {
  it('the Owner and an account without a role order any total', () => {
    expect(approvalNeed({ companyRole: 'Owner', approvalThreshold: 10 }, 1_000_000)).toBeNull();
    expect(approvalNeed({}, 1_000_000)).toBeNull();
  });

  it('an Estimator always submits', () => {
    expect(approvalNeed({ companyRole: 'Estimator' }, 1)).toEqual({ kind: 'estimator' });
  });

  it('a Buyer orders up to the lower of their limit and the rule, the total included', () => {
    const buyer = { companyRole: 'Buyer' as const, spendingLimit: 2000, approvalThreshold: null };
    expect(approvalNeed(buyer, 200_000)).toBeNull();
    expect(approvalNeed(buyer, 200_001)).toEqual({ kind: 'over', capCents: 200_000 });
    expect(approvalNeed({ ...buyer, approvalThreshold: 1500.5 }, 150_051)).toEqual({
      kind: 'over',
      capCents: 150_050,
    });
    expect(approvalNeed({ ...buyer, spendingLimit: null }, 10_000_000)).toBeNull();
  });
});
