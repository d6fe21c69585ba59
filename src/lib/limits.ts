// Field length limits (docs/business-rules.md#field-limits), apart from the zod rules in
// ./validation so a form can set maxLength without loading zod on first paint.
export const LIMITS = {
  name: 20,
  addressLine: 50,
  city: 50,
  company: 50,
  phone: 12,
  zip: 10,
  cardNumber: 19,
  cvv: 3,
  poNumber: 20,
  discountCode: 50,
  email: 50,
  comments: 500,
  activationCode: 10,
  supplier: 50,
  averagePurchaseDigits: 8,
  taxId: 10,
  passwordMin: 8,
  passwordMax: 64,
  /** Staff's dealer search: part of an e-mail or a company name. */
  dealerSearch: 50,
} as const;
