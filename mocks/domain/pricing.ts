// The pricing arithmetic (docs/business-rules.md#pricing), the single place the mock prices a cart, a quote or an order.

const ASSEMBLY_FEE_PER_UNIT = 20;
const TAX_RATE = 0.06;

export interface PricedLine {
  price: number;
  quantity: number;
  afmx: number;
  isAssembled: boolean;
}

export interface Totals {
  cartItemCount: number;
  subTotal: number;
  assemblyFee: number;
  discountedAmount: number;
  tax: number;
  totalPrice: number;
}

/** Half-away-from-zero rounding to cents, done in decimal so binary fractions cannot tip it (1.005 -> 1.01). */
export function round2(n: number): number {
  const sign = n < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${Math.abs(n)}e2`))}e-2`) || 0;
}

/**
 * assemblyFee = 20 x afmx x quantity over assembled lines with afmx > 0;
 * discount = rate % of (subTotal + assemblyFee);
 * tax = 6 % of the subtotal after the discount on items (subTotal - rate % of subTotal), when taxable;
 * total = subTotal + assemblyFee - discount + tax. Every amount rounded to 2 decimals.
 */
export function computeTotals(lines: PricedLine[], isTaxable: boolean, ratePercent = 0): Totals {
  const rate = Math.min(Math.max(ratePercent, 0), 100) / 100;
  const subTotal = round2(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const assemblyFee = round2(
    lines.reduce(
      (sum, l) =>
        l.isAssembled && l.afmx > 0 ? sum + ASSEMBLY_FEE_PER_UNIT * l.afmx * l.quantity : sum,
      0,
    ),
  );
  const discountedAmount = round2((subTotal + assemblyFee) * rate);
  const taxableItems = subTotal - round2(subTotal * rate);
  const tax = isTaxable ? round2(taxableItems * TAX_RATE) : 0;
  const totalPrice = round2(subTotal + assemblyFee - discountedAmount + tax);
  const cartItemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  return { cartItemCount, subTotal, assemblyFee, discountedAmount, tax, totalPrice };
}
