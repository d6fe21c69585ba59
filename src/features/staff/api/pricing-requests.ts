import { mutate } from 'swr';
import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';

// Staff's side of special pricing (docs/business-rules.md#quote-prices): the open requests, one
// request with its lines and messages, and the offer that answers it.

export type PricingRequest = components['schemas']['PricingRequest'];
export type SendOfferBody = components['schemas']['SendQuoteOfferRequest'];

const pricingRequestsKey = '/staff/pricing-requests';
const pricingRequestKey = (id: number) => `/staff/pricing-requests/${id}`;

async function fetchPricingRequests(): Promise<PricingRequest[]> {
  return unwrap(await api.GET('/staff/pricing-requests'), 'pricingRequests');
}

async function fetchPricingRequest(id: number): Promise<PricingRequest> {
  return unwrap(
    await api.GET('/staff/pricing-requests/{id}', { params: { path: { id } } }),
    'pricingRequests',
  );
}

export function usePricingRequests() {
  return useAuthedSWR(pricingRequestsKey, fetchPricingRequests);
}

export function usePricingRequest(id: number | null) {
  return useAuthedSWR(id && id > 0 ? pricingRequestKey(id) : null, () =>
    fetchPricingRequest(id as number),
  );
}

/** Sends the offer; the answered request leaves the open list at once. */
export async function sendOffer(id: number, body: SendOfferBody): Promise<Result<PricingRequest>> {
  const result = toResult(
    await api.POST('/staff/pricing-requests/{id}/offer', {
      params: { path: { id } },
      body,
    }),
    'pricingOffer',
  );
  if (!result.ok) return result;
  await mutate(pricingRequestKey(id), result.data, { revalidate: false });
  await mutate<PricingRequest[]>(
    pricingRequestsKey,
    (list) => list?.filter((r) => r.quoteId !== id),
    { revalidate: true },
  );
  return result;
}
