import { Alert, Button, Flex, Skeleton, Text, TextArea } from '@ds';
import { useAccount } from '@/features/account';
import type { CheckoutActionProps } from '@/features/cart';
import { approvalNeed } from '@/lib/cart-model';
import { useApprovalSubmit } from '../hooks/useApprovalSubmit';
import { APPROVAL_NOTE_MAX, approvalText } from '../lib/approval-text';

/**
 * The cart summary's way on (docs/business-rules.md#approvals): Proceed to Check Out for whoever
 * may place the order, otherwise why not, an optional note and Submit for Approval, the same
 * rule and call as at checkout, so nobody is sent to a checkout that only refuses them.
 */
export function CartApprovalAction({
  cart,
  totalCents,
  blocked,
  describedBy,
  proceed,
}: CheckoutActionProps) {
  const account = useAccount();
  const { note, setNote, failure, busy, submit } = useApprovalSubmit(cart.poNumber ?? null);
  // Until the role is known, neither button: a wrong one would flash and change under the pointer.
  if (!account.data && !account.error) return <Skeleton css={{ height: '$control2' }} />;
  // A failed account load offers checkout, which applies the rule again.
  const need = account.data ? approvalNeed(account.data, totalCents) : null;
  if (!need) return <>{proceed}</>;
  return (
    <Flex direction="column" gap="3">
      <Alert variant="info" title={approvalText(need)}>
        <Text size="2">Your company owner places this order once they approve it.</Text>
      </Alert>
      <TextArea
        label="Note for the owner (optional)"
        maxLength={APPROVAL_NOTE_MAX}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        disabled={busy}
      />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button
        fullWidth
        disabled={blocked}
        aria-describedby={describedBy}
        loading={busy}
        onClick={() => void submit()}
      >
        Submit for Approval
      </Button>
    </Flex>
  );
}
