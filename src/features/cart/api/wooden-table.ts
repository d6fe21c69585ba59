import { api, toResult, type Result } from '@/api';
import { tableMissingMessage } from '@/lib/cart-model';

/**
 * The product id of a Wooden Table SKU (the job check's table fix adds it), through the one-call
 * lookup; a SKU the catalog does not have is a failure that says so.
 */
export async function tableProductId(sku: string): Promise<Result<number>> {
  const result = toResult(await api.POST('/products/lookup', { body: { skus: [sku] } }), 'generic');
  if (!result.ok) return result;
  const found = result.data.products.find((p) => p.sku.toUpperCase() === sku.toUpperCase());
  if (found) return { ok: true, data: found.id };
  return { ok: false, message: tableMissingMessage(sku), status: 404, body: null };
}
