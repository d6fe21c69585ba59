import { newAccountId, type AccountRecord } from '../state';

// The people under a dealer in the seed (docs/demo.md#company-accounts): a Buyer with a $2,000.00
// limit and an Estimator, both signed up and active.

const BUYER_PASSWORD = 'Buyer#2026';
const ESTIMATOR_PASSWORD = 'Estimator#2026';
const BUYER_LIMIT = 2000;

/** Casey Ortiz (Buyer) and Jordan Lee (Estimator) under the Owner `owner`. */
export function companyMembers(
  owner: AccountRecord,
  emails: { buyer: string; estimator: string },
): AccountRecord[] {
  const person = (
    email: string,
    firstName: string,
    lastName: string,
    password: string,
    role: 'Buyer' | 'Estimator',
  ): AccountRecord => ({
    id: newAccountId(),
    email,
    password,
    status: 'active',
    info: { ...owner.info, firstName, lastName, email },
    company: {
      ownerEmail: owner.email,
      role,
      spendingLimit: role === 'Buyer' ? BUYER_LIMIT : null,
      invitedAt: null,
      disabled: false,
    },
  });
  return [
    person(emails.buyer, 'Casey', 'Ortiz', BUYER_PASSWORD, 'Buyer'),
    person(emails.estimator, 'Jordan', 'Lee', ESTIMATOR_PASSWORD, 'Estimator'),
  ];
}
