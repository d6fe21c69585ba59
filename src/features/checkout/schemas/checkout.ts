import { refusedCardMessage } from '@/lib/card-brand';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { LIMITS, ZIP_MESSAGE } from '@/lib/validation';
import { z } from '@/lib/zod';
import { billingIsTyped, type BillingField, type CheckoutValues } from './checkout-values';

// docs/business-rules.md#validation: the checkout's own wording. Card fields count only while
// Add New is on; billing fields only while they are typed, not when a saved address filled them.

const CARD_NUMBER_MESSAGE = 'Card Number must be exactly 16 digits.';
const EXPIRY_MESSAGE = 'Expiration date must be MM/YY format.';
const CVV_MESSAGE = 'CVV must be exactly 3 digits.';

const BILLING_REQUIRED: Record<BillingField, string> = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  addressLine1: 'Address Line 1 is required.',
  city: 'City is required.',
  state: 'State is required.',
};

const BILLING_MAX = {
  firstName: LIMITS.name,
  lastName: LIMITS.name,
  addressLine1: LIMITS.addressLine,
  addressLine2: LIMITS.addressLine,
  city: LIMITS.city,
} as const;

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const fields = z.object({
  paymentProfileId: z.string(),
  addNew: z.boolean(),
  /** Digits only: the masked field strips the spaces. */
  cardNumber: z.string(),
  /** MM/YY as typed. */
  expiry: z.string(),
  cvv: z.string(),
  /** The saved address that filled the billing fields, '' when they are typed. */
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
      const refused = refusedCardMessage(v.cardNumber);
      // A refused brand is named even before the number is complete (AMEX has 15 digits).
      if (refused) issue('cardNumber', refused);
      else if (!/^\d{16}$/.test(v.cardNumber)) issue('cardNumber', CARD_NUMBER_MESSAGE);
      if (!EXPIRY_PATTERN.test(v.expiry)) issue('expiry', EXPIRY_MESSAGE);
      if (!/^\d{3}$/.test(v.cvv)) issue('cvv', CVV_MESSAGE);
    }
    if (!billingIsTyped(v)) return;
    for (const [key, message] of Object.entries(BILLING_REQUIRED) as [BillingField, string][]) {
      if (v[key].trim() === '') issue(key, message);
    }
    for (const [key, max] of Object.entries(BILLING_MAX) as [keyof typeof BILLING_MAX, number][]) {
      if (v[key].length > max) issue(key, `Must be at most ${max} characters.`);
    }
    if (!ZIP_PATTERN.test(v.zipCode.trim())) issue('zipCode', ZIP_MESSAGE);
  }),
);

/** The form's resolver; CheckoutForm imports this module only when it first validates. */
export const checkoutResolver: Resolver<CheckoutValues> = zodResolver(checkoutSchema);
