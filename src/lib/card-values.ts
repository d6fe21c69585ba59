// The card and billing fields both card forms share (My Account's payment dialog and checkout's
// new card). Their rules are in ./card-rules, which a form loads with its first check.

export type BillingValues = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
};

export type CardFieldValues = BillingValues & {
  /** Digits only: the masked field strips the spaces. */
  cardNumber: string;
  /** MM/YY as typed. */
  expirationDate: string;
  cvv: string;
};

/** The billing fields a card needs (docs/business-rules.md#field-limits). */
export type RequiredBillingField = 'firstName' | 'lastName' | 'addressLine1' | 'city' | 'state';

export const EMPTY_BILLING: BillingValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
};

export const EMPTY_CARD: CardFieldValues = {
  cardNumber: '',
  expirationDate: '',
  cvv: '',
  ...EMPTY_BILLING,
};
