import {
  fetchLookupWithMisses,
  LOOKUP_MAX_SKU_LENGTH,
  LOOKUP_MAX_SKUS,
  type Product,
} from '@/features/catalog';

/** Lookups in flight at once: a 1,000-line list takes 2 rounds, and the API is not swamped. */
const CONCURRENCY = 3;

/** What the lookup said about one code: its product, or none with what the dealer may have meant. */
export type Resolved = { product: Product | null; suggestions: Product[]; styles: string[] };

const NOTHING: Resolved = { product: null, suggestions: [], styles: [] };

/**
 * Finds each code's product with the batch lookup, at most LOOKUP_MAX_SKUS codes a call: an exact
 * SKU (any case), or with `style` a bare item code of that style (B12 -> TPW-B12). Codes that
 * find nothing come with suggestions. Answers a map from the upper-cased code to what was found.
 * Progress is reported as each call answers. A failed lookup rejects, so the caller can say the
 * list could not be checked.
 */
export async function resolveSkus(
  codes: readonly string[],
  onProgress?: (done: number, total: number) => void,
  style?: string,
): Promise<Map<string, Resolved>> {
  const unique = [...new Set(codes.map((s) => s.trim().toUpperCase()))];
  const found = new Map<string, Resolved>();
  // The contract refuses blank or over-long SKUs, and no product has one: unknown without asking.
  const askable: string[] = [];
  for (const sku of unique)
    if (sku !== '' && sku.length <= LOOKUP_MAX_SKU_LENGTH) askable.push(sku);
    else found.set(sku, NOTHING);
  const chunks: string[][] = [];
  for (let i = 0; i < askable.length; i += LOOKUP_MAX_SKUS)
    chunks.push(askable.slice(i, i + LOOKUP_MAX_SKUS));
  const prefix = style ? `${style.toUpperCase()}-` : null;
  let next = 0;
  let done = unique.length - askable.length;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk !== undefined; chunk = chunks[next++]) {
      const { products, misses } = await fetchLookupWithMisses(chunk, {
        ...(style ? { style } : {}),
        suggest: true,
      });
      const bySku = new Map(products.map((p) => [p.sku.toUpperCase(), p]));
      const missed = new Map(misses.map((m) => [m.sku.toUpperCase(), m]));
      for (const sku of chunk) {
        const product = bySku.get(sku) ?? (prefix ? bySku.get(prefix + sku) : undefined);
        const miss = missed.get(sku);
        found.set(
          sku,
          product
            ? { product, suggestions: [], styles: [] }
            : { product: null, suggestions: miss?.suggestions ?? [], styles: miss?.styles ?? [] },
        );
      }
      done += chunk.length;
      onProgress?.(done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  return found;
}
