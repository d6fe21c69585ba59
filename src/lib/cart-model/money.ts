// Money in integer cents: the API speaks dollars with up to 2 decimals, the model converts once
// on the way in and once on the way out, so sums and percentages never meet a binary fraction.

/** A whole number of cents. */
export type Cents = number;

/**
 * Dollars to cents, half away from zero. The shift by 100 happens in decimal text, so a binary
 * fraction cannot tip the rounding (1.005 is 101 cents, not 100).
 */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) return 0;
  const sign = dollars < 0 ? -1 : 1;
  const cents = Math.round(Number(`${Math.abs(dollars).toFixed(6)}e2`));
  return cents === 0 ? 0 : sign * cents;
}

/** Cents back to dollars for display or for comparing with the API's figures. */
export function toDollars(cents: Cents): number {
  return cents / 100 || 0;
}

/** Dollars rounded to 2 decimals, half away from zero (toDollars of toCents). */
export function roundDollars(dollars: number): number {
  return toDollars(toCents(dollars));
}

/** n / d for whole n and a positive whole d, rounded half away from zero without floats. */
export function divRound(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return q === 0 ? 0 : Math.sign(n) * q;
}
