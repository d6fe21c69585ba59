import {
  fetchLookup,
  LOOKUP_MAX_SKU_LENGTH,
  LOOKUP_MAX_SKUS,
  type Product,
} from '@/features/catalog';

/** Lookups in flight at once: a 1,000-line list takes 2 rounds, and the API is not swamped. */
const CONCURRENCY = 3;

/**
 * Finds each SKU's product by exact, case-insensitive match with the batch lookup, at most
 * LOOKUP_MAX_SKUS SKUs a call. Answers a map from the upper-cased SKU to its product, or null
 * when there is none. Progress is reported as each call answers. A failed lookup rejects, so the
 * caller can say the list could not be checked.
 */
export async function resolveSkus(
  skus: readonly string[],
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, Product | null>> {
  const unique = [...new Set(skus.map((s) => s.trim().toUpperCase()))];
  const found = new Map<string, Product | null>();
  // The contract refuses blank or over-long SKUs, and no product has one: unknown without asking.
  const askable: string[] = [];
  for (const sku of unique)
    if (sku !== '' && sku.length <= LOOKUP_MAX_SKU_LENGTH) askable.push(sku);
    else found.set(sku, null);
  const chunks: string[][] = [];
  for (let i = 0; i < askable.length; i += LOOKUP_MAX_SKUS)
    chunks.push(askable.slice(i, i + LOOKUP_MAX_SKUS));
  let next = 0;
  let done = unique.length - askable.length;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk !== undefined; chunk = chunks[next++]) {
      const products = await fetchLookup(chunk);
      const bySku = new Map(products.map((p) => [p.sku.toUpperCase(), p]));
      for (const sku of chunk) found.set(sku, bySku.get(sku) ?? null);
      done += chunk.length;
      onProgress?.(done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  return found;
}
