import { useCallback, useState } from 'react';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { useToast } from '@ds';
import { cartKey } from '@/features/cart';
import { submitForApproval } from '@/features/company';
import { useSingleFlight } from '@/lib/use-single-flight';

/** Where a submitted request is followed. */
const MY_REQUESTS = '/my-account?tab=my-requests';

/** The words that come with each Submit for Approval, at checkout and on the cart. */
export const APPROVAL_EXPLAINED =
  'Your company owner places this order once they approve it. Submitting empties your cart; you can follow the request under My Requests in My Account.';

/**
 * Submit for Approval with an optional note (docs/business-rules.md#approvals): one call at a
 * time; a failure keeps the note and says why; once sent, My Requests opens and the emptied cart
 * is asked for again.
 */
export function useApprovalSubmit(poNumber: string | null) {
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useSingleFlight();
  const [, navigate] = useLocation();
  const toast = useToast();

  const submit = useCallback(
    () =>
      sending.run(async () => {
        setFailure(null);
        const result = await submitForApproval({ note: note.trim() || null, poNumber });
        if (!result.ok) {
          console.warn('Submit for approval failed.', result.body);
          setFailure(result.message);
          return;
        }
        toast.show('Submitted for approval. Your cart is now empty.', { variant: 'success' });
        // Away first, so the emptied cart does not send the person to the products.
        navigate(MY_REQUESTS, { replace: true });
        void mutate(cartKey);
      }),
    [sending, note, poNumber, toast, navigate],
  );

  return { note, setNote, failure, busy: sending.busy, submit };
}
