import { Alert, Button, Heading, TextArea, WithSummary, Text } from '@ds';
import type { Cart } from '@/features/cart';
import type { ApprovalNeed, Totals } from '@/lib/cart-model';
import { APPROVAL_EXPLAINED, useApprovalSubmit } from '../hooks/useApprovalSubmit';
import { APPROVAL_NOTE_MAX, approvalText } from '../lib/approval-text';
import { OrderSummary } from './OrderSummary';

type Props = {
  cart: Cart;
  totals: Totals;
  discountRate: number;
  need: NonNullable<ApprovalNeed>;
};

/**
 * Checkout for a person who may not place this order: the lines, why, an optional note for the
 * owner and Submit for Approval, which freezes the cart as a request. A failure keeps the note.
 */
export function ApprovalSubmit({ cart, totals, discountRate, need }: Props) {
  const { note, setNote, failure, busy, submit } = useApprovalSubmit(cart.poNumber ?? null);

  return (
    <WithSummary gap={7}>
      <div>
        <Heading as="h2" size={2} css={{ marginBottom: '$4' }}>
          Approval Needed
        </Heading>
        <Alert variant="info" title={approvalText(need)} css={{ marginBottom: '$5' }}>
          <Text size={2}>{APPROVAL_EXPLAINED}</Text>
        </Alert>
        <TextArea
          label="Note for the owner (optional)"
          maxLength={APPROVAL_NOTE_MAX}
          rows={4}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={busy}
        />
      </div>
      <OrderSummary items={cart.items} totals={totals} discountRate={discountRate}>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Button size={3} onClick={() => void submit()} loading={busy}>
          Submit for Approval
        </Button>
      </OrderSummary>
    </WithSummary>
  );
}
