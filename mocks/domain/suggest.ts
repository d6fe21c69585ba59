import { COLORS } from '../data/colors';

// 'Did you mean' for the SKU lookup (openapi.yaml, LookupMiss): close SKUs by edits, same style
// first, and the styles in which a bare item code exists.

const STYLE_CODES = new Set(COLORS.map((c) => c.code));

/** The style of a SKU's prefix ('TPW' of 'TPW-B12'), if it names one; and the item code after it. */
export function splitStyle(sku: string): { style: string | null; code: string } {
  const dash = sku.indexOf('-');
  const prefix = dash > 0 ? sku.slice(0, dash) : '';
  return STYLE_CODES.has(prefix)
    ? { style: prefix, code: sku.slice(dash + 1) }
    : { style: null, code: sku };
}

/**
 * Edits (insert, delete, replace, swap of two neighbours) from a to b, or `limit + 1` as soon as
 * it is sure to be more than `limit`, so comparing against a whole catalogue stays cheap.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

type Candidate = { sku: string; stock: number };

/**
 * Up to three products the dealer may have meant by `sku` (upper-cased, found nothing): the
 * ones in stock within a few edits of it (or of `{style}-{sku}` for a bare item code), same
 * style first, then fewest edits, then by SKU.
 */
export function suggestFor<P extends Candidate>(
  sku: string,
  style: string | null,
  catalog: readonly P[],
): P[] {
  const own = splitStyle(sku).style;
  const targets = own || !style ? [sku] : [sku, `${style}-${sku}`];
  const wantedStyle = own ?? style;
  const limit = Math.max(1, Math.min(3, Math.floor(sku.length / 3)));
  const close: { p: P; d: number; same: boolean }[] = [];
  for (const p of catalog) {
    if (p.stock <= 0) continue;
    const d = Math.min(...targets.map((t) => editDistance(t, p.sku, limit)));
    if (d > limit) continue;
    close.push({ p, d, same: wantedStyle !== null && splitStyle(p.sku).style === wantedStyle });
  }
  close.sort(
    (x, y) => Number(y.same) - Number(x.same) || x.d - y.d || x.p.sku.localeCompare(y.p.sku),
  );
  return close.slice(0, 3).map((c) => c.p);
}

/**
 * The styles whose SKUs hold the item code of `sku` when the style meant does not: 'B12' asked
 * in TSG is made in TPW, TPG and AW. Empty when the code names no item, or is not a cabinet.
 */
export function stylesOf(sku: string, style: string | null, has: (sku: string) => boolean) {
  const split = splitStyle(sku);
  if (!split.style && !style) return [];
  return COLORS.map((c) => c.code).filter((c) => has(`${c}-${split.code}`));
}
