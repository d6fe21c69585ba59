import { divRound, toCents, toDollars, type Cents } from './money';

// Pricing arithmetic of docs/business-rules.md#pricing (see docs/), shared by the storefront and the mock API.

/** $20 per afmx unit per assembled item. */
const ASSEMBLY_FEE_CENTS: Cents = 2000;
const TAX_PERCENT = 6;

/** What a cart line, quote line or order line carries for pricing; price in dollars (API). */
export interface PricedLine {
  price: number;
  quantity: number;
  afmx: number;
  isAssembled: boolean;
}

export interface PricingOptions {
  isTaxable: boolean;
  /** Rate of a valid discount code in percent (0..100); 0 or absent when none is applied. */
  discountPercent?: number;
}

/** The figures of a cart, named as the API names them. */
export interface Totals {
  cartItemCount: number;
  subTotal: number;
  assemblyFee: number;
  discountedAmount: number;
  tax: number;
  totalPrice: number;
}

/** price x quantity of one line, in cents. */
export function lineSubtotalCents(line: Pick<PricedLine, 'price' | 'quantity'>): Cents {
  return toCents(line.price) * line.quantity;
}

/** $20 x afmx x quantity when the line is assembled and afmx is above 0, else 0. */
function lineAssemblyFeeCents(line: Omit<PricedLine, 'price'>): Cents {
  return line.isAssembled && line.afmx > 0 ? ASSEMBLY_FEE_CENTS * line.afmx * line.quantity : 0;
}

/** Percent as basis points, so a rate like 12.5 % stays whole. */
const basisPoints = (percent = 0) => Math.round(Math.min(Math.max(percent, 0), 100) * 100);

/**
 * Every amount in cents:
 * discount = rate % of (subTotal + assemblyFee);
 * tax = 6 % of (subTotal - rate % of subTotal) when taxable;
 * total = subTotal + assemblyFee - discount + tax.
 */
export function computeTotalsCents(lines: readonly PricedLine[], options: PricingOptions): Totals {
  const bp = basisPoints(options.discountPercent);
  let subTotal = 0;
  let assemblyFee = 0;
  let cartItemCount = 0;
  for (const line of lines) {
    subTotal += lineSubtotalCents(line);
    assemblyFee += lineAssemblyFeeCents(line);
    cartItemCount += line.quantity;
  }
  const discountedAmount = divRound((subTotal + assemblyFee) * bp, 10_000);
  const taxable = subTotal - divRound(subTotal * bp, 10_000);
  const tax = options.isTaxable ? divRound(taxable * TAX_PERCENT, 100) : 0;
  const totalPrice = subTotal + assemblyFee - discountedAmount + tax;
  return { cartItemCount, subTotal, assemblyFee, discountedAmount, tax, totalPrice };
}

/** computeTotalsCents with the amounts in dollars (2 decimals), as the API sends them. */
export function computeTotals(lines: readonly PricedLine[], options: PricingOptions): Totals {
  const c = computeTotalsCents(lines, options);
  return {
    cartItemCount: c.cartItemCount,
    subTotal: toDollars(c.subTotal),
    assemblyFee: toDollars(c.assemblyFee),
    discountedAmount: toDollars(c.discountedAmount),
    tax: toDollars(c.tax),
    totalPrice: toDollars(c.totalPrice),
  };
}
