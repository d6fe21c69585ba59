import { mutate } from 'swr';
import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';

export type ApprovalRequest = components['schemas']['ApprovalRequest'];
type SubmitForApproval = components['schemas']['SubmitForApprovalRequest'];

const approvalsKey = '/approval-requests';
const requestKey = (id: number) => `/approval-requests/${id}`;

async function fetchApprovalRequests(): Promise<ApprovalRequest[]> {
  return unwrap(await api.GET('/approval-requests'), 'generic');
}

/** The Owner's list holds every request of the company; anyone else's their own. */
export function useApprovalRequests() {
  return useAuthedSWR(approvalsKey, fetchApprovalRequests);
}

/**
 * How many requests wait for the Owner (the header's count beside Approvals); shares the tab's
 * list, so an approval or rejection written there changes it too. `owner` false asks nothing.
 */
export function usePendingApprovalCount(owner: boolean): number {
  const { data } = useAuthedSWR(owner ? approvalsKey : null, fetchApprovalRequests);
  return data?.filter((r) => r.status === 'PENDING_APPROVAL').length ?? 0;
}

/** A request was placed by checkout: the list (and with it the header's count) is asked again. */
export async function refreshApprovalRequests(): Promise<void> {
  await mutate(approvalsKey);
}

async function fetchApprovalRequest(id: number): Promise<ApprovalRequest> {
  return unwrap(
    await api.GET('/approval-requests/{requestId}', { params: { path: { requestId: id } } }),
    'generic',
  );
}

/** One request (the Owner's approval checkout); null asks nothing. */
export function useApprovalRequest(id: number | null) {
  return useAuthedSWR(id === null ? null : requestKey(id), () => fetchApprovalRequest(id!));
}

/** Writes a request's new state into the list (first when new) and its own key. */
async function store(request: ApprovalRequest) {
  await mutate<ApprovalRequest[]>(
    approvalsKey,
    (list) => {
      if (!list) return list;
      return list.some((r) => r.id === request.id)
        ? list.map((r) => (r.id === request.id ? request : r))
        : [request, ...list];
    },
    { revalidate: false },
  );
  await mutate(requestKey(request.id), request, { revalidate: false });
}

async function stored(result: Result<ApprovalRequest>): Promise<Result<ApprovalRequest>> {
  if (result.ok) await store(result.data);
  return result;
}

/** Freezes the cart as a request; the server empties the cart. */
export async function submitForApproval(body: SubmitForApproval): Promise<Result<ApprovalRequest>> {
  return stored(toResult(await api.POST('/approval-requests', { body }), 'checkout'));
}

const path = (id: number) => ({ params: { path: { requestId: id } } });

export async function withdrawApprovalRequest(id: number): Promise<Result<ApprovalRequest>> {
  return stored(
    toResult(await api.POST('/approval-requests/{requestId}/withdraw', path(id)), 'generic'),
  );
}

export async function rejectApprovalRequest(
  id: number,
  reason: string,
): Promise<Result<ApprovalRequest>> {
  return stored(
    toResult(
      await api.POST('/approval-requests/{requestId}/reject', { ...path(id), body: { reason } }),
      'generic',
    ),
  );
}

/** The lines go back into the requester's cart (the caller refreshes the cart). */
export async function moveApprovalRequestToCart(id: number): Promise<Result<ApprovalRequest>> {
  return stored(
    toResult(await api.POST('/approval-requests/{requestId}/move-to-cart', path(id)), 'generic'),
  );
}
