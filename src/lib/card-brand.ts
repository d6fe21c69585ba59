// Card brand from the number's prefix, so the form can refuse American Express and Discover before
// anything is sent (docs/business-rules.md#field-limits); the mock API answers with the same brands.
// Kept by hand, not credit-card-type: that package files 622126-622925 under UnionPay, not Discover.

export type CardBrand =
  'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover' | 'Diners' | 'JCB' | 'Unknown';

const prefixIn = (digits: string, len: number, lo: number, hi: number) => {
  const n = Number(digits.slice(0, len));
  return digits.length >= len && n >= lo && n <= hi;
};

export function detectCardBrand(cardNumber: string): CardBrand {
  const d = cardNumber.replace(/\D/g, '');
  if (/^4/.test(d)) return 'Visa';
  if (prefixIn(d, 2, 51, 55) || prefixIn(d, 4, 2221, 2720)) return 'MasterCard';
  if (/^3[47]/.test(d)) return 'AmericanExpress';
  if (
    /^6011/.test(d) ||
    /^65/.test(d) ||
    prefixIn(d, 3, 644, 649) ||
    prefixIn(d, 6, 622126, 622925)
  )
    return 'Discover';
  if (prefixIn(d, 3, 300, 305) || /^3[68]/.test(d)) return 'Diners';
  if (prefixIn(d, 4, 3528, 3589)) return 'JCB';
  return 'Unknown';
}

const AMEX_REFUSED = 'AMEX cards are not accepted.';
const DISCOVER_REFUSED = 'Discover cards are not accepted.';

/** The refusal text for a brand the store does not take, else null. */
export function refusedBrandMessage(brand: CardBrand): string | null {
  if (brand === 'AmericanExpress') return AMEX_REFUSED;
  if (brand === 'Discover') return DISCOVER_REFUSED;
  return null;
}

/** The refusal text for a card number of a brand the store does not take, else null. */
export const refusedCardMessage = (cardNumber: string) =>
  refusedBrandMessage(detectCardBrand(cardNumber));
