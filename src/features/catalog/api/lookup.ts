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
  const data = unwrap(await api.POST('/products/lookup', { body: { skus: [...skus] } }), 'generic');
  return data.products.map(toProduct);
}
