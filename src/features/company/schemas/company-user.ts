import { toCents } from '@/lib/cart-model';
import { z } from '@/lib/zod';
import { emailField, LIMITS, requiredText } from '@/lib/validation';
import type { CompanyUser, InviteCompanyUser, UpdateCompanyUser } from '../api/company-users';

// The rules of Invite User, Edit and the company rule (docs/business-rules.md#company-accounts).
export const COMPANY_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email is required.',
  emailInvalid: 'Please enter a valid email address',
  role: 'Please choose a role.',
  limit: 'A Buyer needs a spending limit.',
  limitMax: 'The limit can be at most $10,000,000.',
  ruleMax: 'The amount can be at most $10,000,000.',
} as const;

/** The contract's largest amount in dollars for a limit or the rule. */
const MAX_DOLLARS = 10_000_000;

/** The amount field holds dollars and cents as typed, '2000.5'; a lone point is still blank. */
const blank = (v: string) => v === '' || v === '.';

const dollars = (max: string) =>
  z.string().check(z.refine((v) => blank(v) || Number(v) <= MAX_DOLLARS, max));

/** An amount from the API as the amount field holds it, to the cent: 2000.5 is '2000.50'. */
export function toAmountInput(amount: number | null): string {
  if (amount === null) return '';
  const cents = toCents(amount);
  const whole = String(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** The typed amount in dollars, rounded to the cent the contract takes. */
const amountOf = (v: string) => toCents(Number(v)) / 100;

const limitRule = z.superRefine((v: { role: string; spendingLimit: string }, ctx) => {
  if (v.role === 'Buyer' && blank(v.spendingLimit))
    ctx.issues.push({
      code: 'custom',
      message: COMPANY_MESSAGES.limit,
      input: v.spendingLimit,
      path: ['spendingLimit'],
    });
});

export const inviteSchema = z
  .object({
    firstName: requiredText(COMPANY_MESSAGES.firstName, LIMITS.name),
    lastName: requiredText(COMPANY_MESSAGES.lastName, LIMITS.name),
    email: emailField(COMPANY_MESSAGES.email, COMPANY_MESSAGES.emailInvalid),
    role: z
      .string()
      .check(z.refine((v) => v === 'Buyer' || v === 'Estimator', COMPANY_MESSAGES.role)),
    spendingLimit: dollars(COMPANY_MESSAGES.limitMax),
  })
  .check(limitRule);

export const editSchema = z
  .object({
    role: z
      .string()
      .check(z.refine((v) => v === 'Buyer' || v === 'Estimator', COMPANY_MESSAGES.role)),
    spendingLimit: dollars(COMPANY_MESSAGES.limitMax),
  })
  .check(limitRule);

export const ruleSchema = z.object({ approvalThreshold: dollars(COMPANY_MESSAGES.ruleMax) });

export type InviteValues = z.input<typeof inviteSchema>;
export type InviteOutput = z.output<typeof inviteSchema>;
export type EditValues = z.input<typeof editSchema>;
export type EditOutput = z.output<typeof editSchema>;
export type RuleValues = z.input<typeof ruleSchema>;

export const EMPTY_INVITE: InviteValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: '',
  spendingLimit: '',
};

/** Blank name fields checked on their own say 'This field is required.'. */
export const BLUR_REQUIRED_FIELDS = ['firstName', 'lastName', 'email'] as const;

const role = (v: string) => v as 'Buyer' | 'Estimator';
const limitOf = (v: { role: string; spendingLimit: string }) =>
  v.role === 'Buyer' ? amountOf(v.spendingLimit) : null;

export function toInvite(v: InviteOutput): InviteCompanyUser {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    role: role(v.role),
    spendingLimit: limitOf(v),
  };
}

export function toEditForm(user: CompanyUser): EditValues {
  return {
    role: user.role,
    spendingLimit: toAmountInput(user.spendingLimit),
  };
}

export function toUpdate(v: EditOutput): UpdateCompanyUser {
  return { role: role(v.role), spendingLimit: limitOf(v) };
}

/** Blank means no rule. */
export const toThreshold = (v: RuleValues): number | null =>
  blank(v.approvalThreshold) ? null : amountOf(v.approvalThreshold);
