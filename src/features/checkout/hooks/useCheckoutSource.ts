import { useSearch } from 'wouter';
import { useCart, type Cart } from '@/features/cart';
import { useApprovalRequest, type ApprovalRequest } from '@/features/company';

/** `/checkout?approval=12`: the Owner approves request 12 by placing it. */
function approvalIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('approval');
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** A request's frozen lines as the checkout form reads a cart (taxable when it carries tax). */
function requestAsCart(r: ApprovalRequest): Cart {
  return {
    id: r.id,
    poNumber: r.poNumber,
    isTaxable: r.tax > 0,
    items: r.items,
    cartItemCount: r.items.reduce((n, i) => n + i.quantity, 0),
    subTotal: r.subTotal,
    discountedAmount: 0,
    tax: r.tax,
    assemblyFee: r.assemblyFee,
    totalPrice: r.totalPrice,
  };
}

/**
 * What the checkout places: the cart, or, for the Owner approving a request, that request's lines
 * (docs/business-rules.md#approvals). A request no longer pending cannot be placed.
 */
export function useCheckoutSource() {
  const approvalId = approvalIdOf(useSearch());
  const cart = useCart();
  const request = useApprovalRequest(approvalId);
  if (approvalId === null)
    return {
      approvalId,
      data: cart.data,
      error: cart.error as unknown,
      retry: () => void cart.mutate(),
      decided: null,
    };
  const r = request.data;
  return {
    approvalId,
    data: r && r.status === 'PENDING_APPROVAL' ? requestAsCart(r) : undefined,
    error: request.error as unknown,
    retry: () => void request.mutate(),
    // Approved, rejected or withdrawn meanwhile: said instead of a form.
    decided: r && r.status !== 'PENDING_APPROVAL' ? r : null,
  };
}
