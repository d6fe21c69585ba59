import { CATALOG_STYLES } from '@/lib/cabinet-styles';

/** A style by its code, as the dealer reads it: 'Thielsen Pigeon White (TPW)'. */
export function styleLabel(code: string): string {
  const color = CATALOG_STYLES.find((c) => c.code === code.toUpperCase());
  return color ? `${color.name} (${color.code})` : code;
}

/** The style a SKU's prefix names ('TPW' of 'TPW-B12') and the item code after it. */
function splitStyle(sku: string): { style: string | null; code: string } {
  const upper = sku.trim().toUpperCase();
  const dash = upper.indexOf('-');
  const prefix = dash > 0 ? upper.slice(0, dash) : '';
  return CATALOG_STYLES.some((c) => c.code === prefix)
    ? { style: prefix, code: upper.slice(dash + 1) }
    : { style: null, code: upper };
}

export const UNKNOWN_SKU = 'Unknown SKU';

/**
 * Why a code found nothing: an item code that exists only in other styles says which ('No B12
 * in Thielsen Sage Green (TSG); B12 comes in Thielsen Pigeon White (TPW), ...'), otherwise
 * 'Unknown SKU'.
 */
export function unknownReason(code: string, chosen: string | null, styles: readonly string[]) {
  const split = splitStyle(code);
  const meant = split.style ?? chosen;
  if (!meant || styles.length === 0) return UNKNOWN_SKU;
  return `No ${split.code} in ${styleLabel(meant)}; ${split.code} comes in ${styles.map(styleLabel).join(', ')}`;
}
