import type { Product } from '../api/product-model';

/** Products of one cabinet type, in the order the API answers. */
export type TypeGroups = [string, Product[]][];

/** Groups by cabinet type in the order the API answers (its groups are by cabinet type). */
export function groupByType(products: Product[]): TypeGroups {
  const groups = new Map<string, Product[]>();
  for (const p of products) {
    const key = p.cabinetType ?? 'Other';
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  return [...groups];
}

/**
 * The rows of a list's first paint: the first `budget` rows (a screenful), plus every row of
 * `kept`, the previous full list. Those are mounted already, so they cost little, and mounting
 * them again would throw away the quantity and options a dealer has chosen in them.
 */
export function firstRows(groups: TypeGroups, budget: number, kept: TypeGroups | null): TypeGroups {
  const ids = new Set(kept?.flatMap(([, list]) => list.map((p) => p.id)));
  let left = budget;
  const out: TypeGroups = [];
  for (const [type, list] of groups) {
    const rows = list.filter((p) => {
      left -= 1;
      return left >= 0 || ids.has(p.id);
    });
    if (rows.length > 0) out.push([type, rows]);
  }
  return out;
}
