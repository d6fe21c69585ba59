import { api, unwrap } from '@/api';
import { toProduct, type Product } from './product-model';

/** Most SKUs one lookup call takes (openapi.yaml, lookupProducts). */
export const LOOKUP_MAX_SKUS = 200;
/** Longest SKU the contract accepts; no product has a longer one. */
export const LOOKUP_MAX_SKU_LENGTH = 50;

/**
 * Products whose SKU is exactly one of `skus` (case-insensitive), each once; unknown SKUs are
 * absent. Takes 1 to LOOKUP_MAX_SKUS SKUs of 1 to LOOKUP_MAX_SKU_LENGTH characters.
 */
export async function fetchLookup(skus: readonly string[]): Promise<Product[]> {
  return (await fetchLookupWithMisses(skus)).products;
}

/** A SKU that found nothing: what the dealer may have meant, and the styles its code exists in. */
export type LookupMiss = { sku: string; suggestions: Product[]; styles: string[] };

/**
 * The lookup with its options: `style` also matches bare item codes of that style (B12 ->
 * TPW-B12); `suggest` lists every SKU that found nothing with up to three suggestions.
 */
export async function fetchLookupWithMisses(
  skus: readonly string[],
  options: { style?: string; suggest?: boolean } = {},
): Promise<{ products: Product[]; misses: LookupMiss[] }> {
  const data = unwrap(
    await api.POST('/products/lookup', { body: { skus: [...skus], ...options } }),
    'generic',
  );
  return {
    products: data.products.map(toProduct),
    misses: (data.misses ?? []).map((m) => ({ ...m, suggestions: m.suggestions.map(toProduct) })),
  };
}
