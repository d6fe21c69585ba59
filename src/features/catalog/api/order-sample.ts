import { mutate } from 'swr';
import { api, toResult, type Result } from '@/api';
import { cartKey, type Cart } from '@/features/cart';

/**
 * Order a Sample (designed by this project, see openapi.yaml orderSample): one free sample door of
 * the colour joins the live cart; the answer is the whole cart, so the header badge follows.
 */
export async function orderSample(color: string): Promise<Result<Cart>> {
  const result = toResult(await api.POST('/products/order-sample', { body: { color } }), 'generic');
  if (!result.ok) {
    console.warn('Failed to order a sample.', result.body);
    return result;
  }
  await mutate(cartKey, result.data, { revalidate: false });
  return result;
}
