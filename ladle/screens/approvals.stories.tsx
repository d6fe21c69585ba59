import type { StoryDefault } from '@ladle/react';
import { putTestLines } from '../../mocks/data/test-lines';
import type { ApprovalRecord } from '../../mocks/state';
import { fail, hold, screen, type World } from './screen';

export default { title: 'Screens / Approvals' } satisfies StoryDefault;

const BUYER = 'buyer@example.com';

/** A request of Casey Ortiz (Buyer) for ten assembled base cabinets, in the given state. */
function request(w: World, over: Partial<ApprovalRecord>) {
  putTestLines(w.state, w.catalog.bySku, {
    email: BUYER,
    lines: [{ sku: 'TPW-B12', quantity: 10, isAssembled: true }],
  });
  const cart = w.state.data[BUYER]!.cart;
  w.state.seq.approval += 1;
  w.state.approvals.push({
    id: w.state.seq.approval,
    ownerEmail: 'dealer@example.com',
    requesterEmail: BUYER,
    status: 'PENDING_APPROVAL',
    createdAt: '2026-11-23T15:00:00.000Z',
    note: 'Kitchen for the Ortiz job',
    poNumber: null,
    isTaxable: true,
    items: structuredClone(cart.items),
    reason: null,
    decidedBy: null,
    decidedAt: null,
    orderId: null,
    movedToCart: false,
    ...over,
  });
  cart.items = [];
}

const withRequests = (w: World) => {
  request(w, {});
  request(w, {
    status: 'REJECTED',
    note: null,
    reason: 'Too many cabinets for this job',
    decidedBy: 'Dana Miller',
    decidedAt: '2026-11-23T16:00:00.000Z',
  });
};

/** The Owner's Approvals: one pending request, one rejected with the reason. */
export const OwnerList = screen('/my-account?tab=approvals', { arrange: withRequests });

export const OwnerEmpty = screen('/my-account?tab=approvals');

export const OwnerLoading = screen('/my-account?tab=approvals', {
  api: [hold('get', '/approval-requests')],
});

export const OwnerLoadFailed = screen('/my-account?tab=approvals', {
  api: [fail('get', '/approval-requests')],
});

/** Reject sent without a reason: the message beside the field. */
export const RejectWithoutReason = screen('/my-account?tab=approvals', {
  arrange: withRequests,
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: /^Reject request/ }));
    await user.click(await s.findByRole('button', { name: 'Reject' }));
    await s.findByText('Please give a reason for the rejection.');
  },
});

/** Casey Ortiz's My Requests: Withdraw on the pending one, Move to Cart on the rejected one. */
export const RequesterList = screen('/my-account?tab=my-requests', {
  as: BUYER,
  arrange: withRequests,
});

/** Jordan Lee (Estimator) at checkout: Submit for Approval instead of Place Order. */
export const SubmitForApproval = screen('/checkout', {
  as: 'estimator@example.com',
  arrange: (w) =>
    putTestLines(w.state, w.catalog.bySku, {
      email: 'estimator@example.com',
      lines: [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }],
    }),
});

/**
 * Casey Ortiz's My Requests in every status: approved (with its order), rejected and moved back
 * to the cart (the reason kept), withdrawn, pending.
 */
export const RequesterEveryStatus = screen('/my-account?tab=my-requests', {
  as: BUYER,
  arrange: (w) => {
    const decided = { decidedBy: 'Dana Miller', decidedAt: '2026-11-23T16:00:00.000Z' };
    request(w, { status: 'APPROVED', note: null, orderId: 8014, ...decided });
    request(w, {
      status: 'REJECTED',
      note: null,
      reason: 'Too many cabinets for this job',
      movedToCart: true,
      ...decided,
    });
    request(w, { status: 'WITHDRAWN', note: 'Wrong style' });
    request(w, {});
  },
  // The requests, not the account header, in the picture.
  play: async (_user, s) => (await s.findByRole('list', { name: 'My Requests' })).scrollIntoView(),
});

/**
 * The Owner approving a request one of whose lines sold out since: the line named, Approve and
 * Place Order disabled.
 */
export const ApproveShortLine = screen('/checkout?approval=6001', {
  arrange: (w) => {
    putTestLines(w.state, w.catalog.bySku, {
      email: BUYER,
      lines: [
        { sku: 'TPW-W3630', quantity: 2, isAssembled: true },
        { sku: 'TPW-B12', quantity: 1, isAssembled: true },
      ],
    });
    const cart = w.state.data[BUYER]!.cart;
    request(w, { items: structuredClone(cart.items) });
  },
});
