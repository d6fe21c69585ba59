// Card masking, expiry and Luhn, as a payment processor would answer them; brands come from
// src/lib/card-brand, as the storefront detects them.

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
