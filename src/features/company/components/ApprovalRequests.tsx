import { useState, type MouseEvent } from 'react';
import { mutate as refresh } from 'swr';
import { useLocation } from 'wouter';
import { Button, Heading, Skeleton, Stack, Text, useToast } from '@ds';
import type { Result } from '@/api';
import { LoadError } from '@/components/LoadError';
import { cartKey } from '@/features/cart';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSingleFlight } from '@/lib/use-single-flight';
import {
  moveApprovalRequestToCart,
  useApprovalRequests,
  withdrawApprovalRequest,
  type ApprovalRequest,
} from '../api/approvals';
import { RejectDialog } from './RejectDialog';
import { RequestCard } from './RequestCard';

const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 } as const;

type Props = {
  /** The Owner approves and rejects; the requester withdraws and moves back to the cart. */
  mode: 'owner' | 'requester';
};

const TITLES = { owner: 'Approvals', requester: 'My Requests' } as const;
const EMPTY = {
  owner: 'No approval requests yet.',
  requester: 'You have not submitted anything for approval.',
} as const;

/** The Owner's Approvals tab, or a Buyer's or Estimator's My Requests (docs/business-rules.md#approvals). */
export function ApprovalRequests({ mode }: Props) {
  const { data, error, isLoading, mutate } = useApprovalRequests();
  const [, navigate] = useLocation();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<ApprovalRequest | null>(null);
  const { remember, onCloseAutoFocus } = useReturnFocus<HTMLButtonElement>();
  const calling = useSingleFlight();

  const run = (call: () => Promise<Result<ApprovalRequest>>, done: string, cartChanged = false) =>
    calling.run(async () => {
      const result = await call();
      if (!result.ok) {
        console.warn('Approval request change failed.', result.body);
        toast.show(result.message, { variant: 'error' });
        return;
      }
      toast.show(done, { variant: 'success' });
      // The header's cart and the cart page show the lines that came back.
      if (cartChanged) await refresh(cartKey);
    });

  const actions = (r: ApprovalRequest) => {
    const name = `request ${r.id}`;
    if (mode === 'owner')
      return r.status === 'PENDING_APPROVAL' ? (
        <>
          <Button
            size={1}
            aria-label={`Approve ${name}`}
            onClick={() => navigate(`/checkout?approval=${r.id}`)}
          >
            Approve
          </Button>
          <Button
            size={1}
            variant="outline"
            aria-label={`Reject ${name}`}
            onClick={(e: MouseEvent<HTMLButtonElement>) => {
              remember(e.currentTarget);
              setRejecting(r);
            }}
          >
            Reject
          </Button>
        </>
      ) : null;
    if (r.status === 'PENDING_APPROVAL')
      return (
        <Button
          size={1}
          variant="outline"
          aria-label={`Withdraw ${name}`}
          disabled={calling.busy}
          onClick={() =>
            void run(() => withdrawApprovalRequest(r.id), `Request ${r.id} withdrawn.`)
          }
        >
          Withdraw
        </Button>
      );
    if ((r.status === 'REJECTED' || r.status === 'WITHDRAWN') && !r.movedToCart)
      return (
        <Button
          size={1}
          variant="outline"
          aria-label={`Move to Cart ${name}`}
          disabled={calling.busy}
          onClick={() =>
            void run(
              () => moveApprovalRequestToCart(r.id),
              `The lines of request ${r.id} are in your cart.`,
              true,
            )
          }
        >
          Move to Cart
        </Button>
      );
    return null;
  };

  return (
    <section aria-labelledby="approval-requests-title">
      <Heading as="h2" size={3} id="approval-requests-title" css={{ marginBottom: '$5' }}>
        {TITLES[mode]}
      </Heading>
      {isLoading && !data ? (
        <Stack gap="4" aria-busy aria-label="Loading requests" role="group">
          {[0, 1].map((i) => (
            <Skeleton key={i} shape="block" css={{ height: '$block1' }} />
          ))}
        </Stack>
      ) : !data ? (
        <LoadError title="Approval requests" error={error} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <Text tone="muted">{EMPTY[mode]}</Text>
      ) : (
        <Stack as="ul" gap="4" css={LIST_RESET} aria-label={TITLES[mode]}>
          {data.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} actions={actions(r)} />
            </li>
          ))}
        </Stack>
      )}
      {mode === 'owner' ? (
        <RejectDialog
          request={rejecting}
          onClose={() => setRejecting(null)}
          onCloseAutoFocus={onCloseAutoFocus}
          onRejected={(r) => {
            setRejecting(null);
            toast.show(`Request ${r.id} rejected.`, { variant: 'success' });
          }}
        />
      ) : null}
    </section>
  );
}
