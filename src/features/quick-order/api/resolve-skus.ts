import { fetchSearch, type Product } from '@/features/catalog';

/** Parallel lookups: enough to hide latency, few enough not to swamp the API. */
const CONCURRENCY = 24;
/** Enough results that the exact SKU is among them when others contain it (B12 in B120...). */
const LOOKUP_LIMIT = 20;

/**
 * Finds each SKU's product by exact, case-insensitive match through the product search.
 * Answers a map from the upper-cased SKU to its product, or null when there is none.
 * A failed lookup rejects, so the caller can say the list could not be checked.
 */
export async function resolveSkus(
  skus: readonly string[],
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, Product | null>> {
  const unique = [...new Set(skus.map((s) => s.toUpperCase()))];
  const found = new Map<string, Product | null>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let sku = unique[next++]; sku !== undefined; sku = unique[next++]) {
      const page = await fetchSearch(sku, 1, LOOKUP_LIMIT);
      found.set(sku, page.products.find((p) => p.sku.toUpperCase() === sku) ?? null);
      done += 1;
      onProgress?.(done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return found;
}
