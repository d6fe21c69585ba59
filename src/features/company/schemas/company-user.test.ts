import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../api/company-users';
import { actionsFor } from '../components/UserRow';
import {
  COMPANY_MESSAGES,
  editSchema,
  inviteSchema,
  ruleSchema,
  toAmountInput,
  toEditForm,
  toInvite,
  toThreshold,
  toUpdate,
} from './company-user';

type Parsed = {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
};

/** The first message of each field, as the form shows it beside the field. */
function messages(result: Parsed): string[] {
  const first = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    if (!first.has(key)) first.set(key, issue.message);
  }
  return [...first.values()];
}

const person = (over: Partial<CompanyUser>): CompanyUser => ({
  id: 'a1',
  firstName: 'Casey',
  lastName: 'Ortiz',
  email: 'buyer@example.com',
  role: 'Buyer',
  spendingLimit: 2000,
  status: 'Active',
  invitedAt: null,
  expiresAt: null,
  ...over,
});

describe('Invite User rules', () => {
  const valid = {
    firstName: ' Sam ',
    lastName: 'Rivera',
    email: 'sam@example.com',
    role: 'Buyer',
    spendingLimit: '1500',
  };

  it('sends trimmed names, the role and a Buyer limit in dollars', () => {
    const parsed = inviteSchema.parse(valid);
    expect(toInvite(parsed)).toEqual({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@example.com',
      role: 'Buyer',
      spendingLimit: 1500,
    });
  });

  it('an Estimator has no limit, whatever the hidden field held', () => {
    const parsed = inviteSchema.parse({ ...valid, role: 'Estimator' });
    expect(toInvite(parsed).spendingLimit).toBeNull();
  });

  it('names every blank field, and a Buyer without a limit', () => {
    expect(
      messages(
        inviteSchema.safeParse({
          firstName: '',
          lastName: ' ',
          email: '',
          role: '',
          spendingLimit: '',
        }),
      ),
    ).toEqual([
      COMPANY_MESSAGES.firstName,
      COMPANY_MESSAGES.lastName,
      COMPANY_MESSAGES.email,
      COMPANY_MESSAGES.role,
    ]);
    expect(messages(inviteSchema.safeParse({ ...valid, spendingLimit: '' }))).toEqual([
      COMPANY_MESSAGES.limit,
    ]);
  });

  it('refuses a malformed e-mail, the Owner role and a limit past $10,000,000', () => {
    expect(messages(inviteSchema.safeParse({ ...valid, email: 'sam@' }))).toEqual([
      COMPANY_MESSAGES.emailInvalid,
    ]);
    expect(messages(inviteSchema.safeParse({ ...valid, role: 'Owner' }))).toEqual([
      COMPANY_MESSAGES.role,
    ]);
    expect(messages(inviteSchema.safeParse({ ...valid, spendingLimit: '10000001' }))).toEqual([
      COMPANY_MESSAGES.limitMax,
    ]);
    expect(inviteSchema.safeParse({ ...valid, spendingLimit: '10000000' }).success).toBe(true);
  });
});

describe('Edit and the company rule', () => {
  it('starts from the person and sends role and limit', () => {
    const form = toEditForm(person({}));
    expect(form).toEqual({ role: 'Buyer', spendingLimit: '2000' });
    expect(toUpdate(editSchema.parse({ ...form, spendingLimit: '3500' }))).toEqual({
      role: 'Buyer',
      spendingLimit: 3500,
    });
    expect(toUpdate(editSchema.parse({ role: 'Estimator', spendingLimit: '' }))).toEqual({
      role: 'Estimator',
      spendingLimit: null,
    });
  });

  it('blank is no rule; an amount is dollars', () => {
    expect(toThreshold(ruleSchema.parse({ approvalThreshold: '' }))).toBeNull();
    expect(toThreshold(ruleSchema.parse({ approvalThreshold: '5000' }))).toBe(5000);
    expect(messages(ruleSchema.safeParse({ approvalThreshold: '99999999' }))).toEqual([
      COMPANY_MESSAGES.ruleMax,
    ]);
  });
});

describe('what may be done with a person', () => {
  it('nothing for the Owner: no disabling or demoting oneself', () => {
    expect(actionsFor(person({ role: 'Owner', spendingLimit: null }))).toEqual([]);
  });
  it('an invitation is resent, withdrawn or edited; others are disabled or enabled', () => {
    expect(actionsFor(person({ status: 'Invited' }))).toEqual(['resend', 'withdraw', 'edit']);
    expect(actionsFor(person({}))).toEqual(['edit', 'disable']);
    expect(actionsFor(person({ status: 'Disabled' }))).toEqual(['enable', 'edit']);
  });
});

describe('limits to the cent', () => {
  it('Edit opens with the limit as it is, cents included, and saves it unchanged', () => {
    const form = toEditForm(person({ spendingLimit: 2000.5 }));
    expect(form.spendingLimit).toBe('2000.50');
    expect(toUpdate(editSchema.parse(form)).spendingLimit).toBe(2000.5);
  });

  it('whole dollars stay whole, and no limit stays blank', () => {
    expect(toAmountInput(2000)).toBe('2000');
    expect(toAmountInput(0.07)).toBe('0.07');
    expect(toAmountInput(null)).toBe('');
  });

  it('the company rule keeps its cents; a lone point is no amount', () => {
    expect(toThreshold(ruleSchema.parse({ approvalThreshold: '1999.99' }))).toBe(1999.99);
    expect(toThreshold(ruleSchema.parse({ approvalThreshold: '.' }))).toBeNull();
    expect(messages(editSchema.safeParse({ role: 'Buyer', spendingLimit: '.' }))).toEqual([
      COMPANY_MESSAGES.limit,
    ]);
  });
});
