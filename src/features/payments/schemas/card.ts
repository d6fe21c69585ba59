import { z } from '@/lib/zod';
import { LIMITS, requiredText, zipField } from '@/lib/validation';
import { US_STATE_CODES } from '@/lib/us-states';
import {
  toApiExpiry,
  type PaymentMethod,
  type SavePayment,
  type UpdatePayment,
} from '../api/payment-methods';
import {
  CARD_MESSAGES,
  CVV_PATTERN,
  EXPIRY_PATTERN,
  REQUIRED_BILLING,
  cardNumberIssue,
} from '@/lib/card-rules';
import { EMPTY_CARD, type CardFieldValues } from '@/lib/card-values';

// The payment card rules (account wording) and the billing fields (docs/business-rules.md#field-limits).
const EXPIRY_MESSAGE = 'Expiration Date must be in MM/YY format.';

/** Digits only (the field strips the spaces); brand refusals come before the length rule. */
const cardNumberField = z.string().check(
  z.superRefine((digits: string, ctx) => {
    const issue = cardNumberIssue(digits);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
);

const billing = {
  expirationDate: z.string().check(z.regex(EXPIRY_PATTERN, EXPIRY_MESSAGE)),
  firstName: requiredText(CARD_MESSAGES.firstName, LIMITS.name),
  lastName: requiredText(CARD_MESSAGES.lastName, LIMITS.name),
  addressLine1: requiredText(CARD_MESSAGES.addressLine1, LIMITS.addressLine),
  addressLine2: z
    .string()
    .check(
      z.trim(),
      z.maxLength(LIMITS.addressLine, `Must be at most ${LIMITS.addressLine} characters.`),
    ),
  city: requiredText(CARD_MESSAGES.city, LIMITS.city),
  state: z.pipe(z.string(), z.enum(US_STATE_CODES, { error: CARD_MESSAGES.state })),
  zipCode: zipField(),
};

/** Adding checks the card itself too; editing changes only expiry and billing details. */
export const newCardSchema = z.object({
  ...billing,
  cardNumber: cardNumberField,
  cvv: z.string().check(z.regex(CVV_PATTERN, CARD_MESSAGES.cvv)),
});
export const editCardSchema = z.object({ ...billing, cardNumber: z.string(), cvv: z.string() });

export type CardFormValues = CardFieldValues;
type CardValues = z.output<typeof newCardSchema>;

/** Blank billing fields checked on their own say 'This field is required.'. */
export const BLUR_REQUIRED_FIELDS = REQUIRED_BILLING;
/** The card number's own message is not shown on blur (docs/business-rules.md#field-limits). */
export const SILENT_ON_BLUR = ['cardNumber'];

/** The billing address is line 1 and line 2 joined by comma and space (docs/business-rules.md). */
const joinLines = (line1: string, line2: string) => (line2 ? `${line1}, ${line2}` : line1);

function splitLines(address: string): { addressLine1: string; addressLine2: string } {
  const at = address.indexOf(', ');
  if (at < 0) return { addressLine1: address, addressLine2: '' };
  return { addressLine1: address.slice(0, at), addressLine2: address.slice(at + 2) };
}

export function toCardForm(method: PaymentMethod): CardFormValues {
  const b = method.billingAddress;
  return {
    ...EMPTY_CARD,
    expirationDate: method.expirationDate,
    firstName: b.firstName,
    lastName: b.lastName,
    ...splitLines(b.address),
    city: b.city,
    state: b.state,
    zipCode: b.zipCode,
  };
}

function billingBody(values: CardValues) {
  return {
    expirationDate: toApiExpiry(values.expirationDate),
    firstName: values.firstName,
    lastName: values.lastName,
    address: joinLines(values.addressLine1, values.addressLine2),
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
  };
}

export function toSavePayment(values: CardValues): SavePayment {
  return { cardNumber: values.cardNumber, cvv: values.cvv, ...billingBody(values) };
}

/** The update call sends the billing fields flattened beside the profile id (docs/business-rules.md). */
export function toUpdatePayment(method: PaymentMethod, values: CardValues): UpdatePayment {
  return { paymentProfileId: method.paymentProfileId, ...billingBody(values) };
}
