import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { LIMITS, ZIP_MESSAGE } from '@/lib/validation';
import { z } from '@/lib/zod';
import {
  CARD_MESSAGES,
  CVV_PATTERN,
  EXPIRY_PATTERN,
  REQUIRED_BILLING,
  cardNumberIssue,
} from '@/lib/card-rules';
import { billingIsTyped, type CheckoutValues } from './checkout-values';

// docs/business-rules.md#validation: the checkout's own wording. Card fields count only while
// Add New is on; billing fields only while they are typed, not when a saved address filled them.

const EXPIRY_MESSAGE = 'Expiration date must be MM/YY format.';

const BILLING_MAX = {
  firstName: LIMITS.name,
  lastName: LIMITS.name,
  addressLine1: LIMITS.addressLine,
  addressLine2: LIMITS.addressLine,
  city: LIMITS.city,
} as const;

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const fields = z.object({
  paymentProfileId: z.string(),
  addNew: z.boolean(),
  cardNumber: z.string(),
  expirationDate: z.string(),
  cvv: z.string(),
  addressId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  saveForNextTime: z.boolean(),
});

export const checkoutSchema = fields.check(
  z.superRefine((v, ctx) => {
    const issue = (path: keyof CheckoutValues, message: string) =>
      ctx.issues.push({ code: 'custom', message, input: v[path], path: [path] });
    if (v.addNew) {
      const numberIssue = cardNumberIssue(v.cardNumber);
      if (numberIssue) issue('cardNumber', numberIssue);
      if (!EXPIRY_PATTERN.test(v.expirationDate)) issue('expirationDate', EXPIRY_MESSAGE);
      if (!CVV_PATTERN.test(v.cvv)) issue('cvv', CARD_MESSAGES.cvv);
    }
    if (!billingIsTyped(v)) return;
    for (const key of REQUIRED_BILLING) {
      if (v[key].trim() === '') issue(key, CARD_MESSAGES[key]);
    }
    for (const [key, max] of Object.entries(BILLING_MAX) as [keyof typeof BILLING_MAX, number][]) {
      if (v[key].length > max) issue(key, `Must be at most ${max} characters.`);
    }
    if (!ZIP_PATTERN.test(v.zipCode.trim())) issue('zipCode', ZIP_MESSAGE);
  }),
);

/** The form's resolver; CheckoutForm imports this module only when it first validates. */
export const checkoutResolver: Resolver<CheckoutValues> = zodResolver(checkoutSchema);
