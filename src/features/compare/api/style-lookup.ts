import { api, unwrap, useAuthedSWR, type components } from '@/api';

export type StyleOffer = components['schemas']['StyleOffer'];

/** Every style with products, each with its products of the item codes (one call, lookupStyles). */
async function fetchStyleOffers(itemCodes: readonly string[]): Promise<StyleOffer[]> {
  const data = unwrap(
    await api.POST('/products/style-lookup', { body: { itemCodes: [...itemCodes] } }),
    'generic',
  );
  return data.styles;
}

/** The lookup for the lines open in the dialog; the same codes reuse the cached answer. */
export function useStyleOffers(itemCodes: readonly string[]) {
  return useAuthedSWR(`/products/style-lookup?codes=${itemCodes.join(',')}`, () =>
    fetchStyleOffers(itemCodes),
  );
}
