// The two facts of the batch style change that Compare Styles shares with it, kept apart from the
// comparison itself so the cart's and quote's first load do not carry the comparison.

/** The item code of a cabinet SKU: what follows the style code and the dash (B12 of TPW-B12). */
export function itemCode(sku: string): string {
  return sku.slice(sku.indexOf('-') + 1).toUpperCase();
}

/** Whether the batch style change to `code` sends this line: a cabinet line of another style. */
export function switchesTo(line: { skuPrefix: string | null }, code: string): boolean {
  return line.skuPrefix !== null && line.skuPrefix !== code;
}
