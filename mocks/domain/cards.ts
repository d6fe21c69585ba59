import type { CardType } from '../lib/types';

// Card brand detection and masking, as a payment processor would answer them.

const inRange = (digits: string, len: number, lo: number, hi: number) => {
  const n = Number(digits.slice(0, len));
  return digits.length >= len && n >= lo && n <= hi;
};

export function detectBrand(cardNumber: string): CardType {
  const d = cardNumber.replace(/\D/g, '');
  if (/^4/.test(d)) return 'Visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'MasterCard';
  if (/^3[47]/.test(d)) return 'AmericanExpress';
  if (/^6011/.test(d) || /^65/.test(d) || inRange(d, 3, 644, 649) || inRange(d, 6, 622126, 622925))
    return 'Discover';
  if (inRange(d, 3, 300, 305) || /^3[68]/.test(d)) return 'Diners';
  if (inRange(d, 4, 3528, 3589)) return 'JCB';
  return 'Unknown';
}

/** Brands the storefront refuses at entry; the API refuses them too. */
export function rejectedBrandMessage(brand: CardType): string | null {
  if (brand === 'AmericanExpress') return 'AMEX cards are not accepted.';
  if (brand === 'Discover') return 'Discover cards are not accepted.';
  return null;
}

export const maskCard = (cardNumber: string) => `XXXX${cardNumber.replace(/\D/g, '').slice(-4)}`;

export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined. Please use a different card.';

/** YYYY-MM (as sent) to MM/YY (as answered); null when malformed. */
export function toDisplayExpiry(sent: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(sent);
  return m ? `${m[2]}/${m[1]!.slice(2)}` : null;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(sent: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(sent);
  if (!m) return true;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/** Luhn check; the demo test cards pass it. */
export function luhnOk(cardNumber: string): boolean {
  let sum = 0;
  const d = cardNumber.replace(/\D/g, '');
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}
