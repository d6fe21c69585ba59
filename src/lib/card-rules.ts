import { refusedCardMessage } from './card-brand';
import type { RequiredBillingField } from './card-values';

// The card rules both card forms share, without zod: checkout's schema and My Account's use them.

export const REQUIRED_BILLING: readonly RequiredBillingField[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'state',
];

/** The wording both forms use (docs/business-rules.md#validation); the expiry's differs. */
export const CARD_MESSAGES = {
  cardNumber: 'Card Number must be exactly 16 digits.',
  cvv: 'CVV must be exactly 3 digits.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  addressLine1: 'Address Line 1 is required.',
  city: 'City is required.',
  state: 'State is required.',
} as const satisfies Record<'cardNumber' | 'cvv' | RequiredBillingField, string>;

export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const CVV_PATTERN = /^\d{3}$/;

/** A refused brand is named even before the number is complete (AMEX has 15 digits). */
export const cardNumberIssue = (digits: string): string | null =>
  refusedCardMessage(digits) ?? (/^\d{16}$/.test(digits) ? null : CARD_MESSAGES.cardNumber);
