import { useState } from 'react';
import { Alert, Button, formatMoney, Heading, TextArea, WithSummary, Text } from '@ds';
import type { Cart } from '@/features/cart';
import { submitForApproval, type ApprovalRequest } from '@/features/company';
import type { ApprovalNeed, Totals } from '@/lib/cart-model';
import { toDollars } from '@/lib/cart-model';
import { useSingleFlight } from '@/lib/use-single-flight';
import { OrderSummary } from './OrderSummary';

const NOTE_MAX = 500;

/** What checkout says instead of Place Order (docs/business-rules.md#approvals). */
export function approvalText(need: NonNullable<ApprovalNeed>): string {
  return need.kind === 'estimator'
    ? 'Estimators cannot place orders. Please submit for approval.'
    : `Orders over ${formatMoney(toDollars(need.capCents))} need approval.`;
}

type Props = {
  cart: Cart;
  totals: Totals;
  discountRate: number;
  need: NonNullable<ApprovalNeed>;
  onSubmitted: (request: ApprovalRequest) => void;
};

/**
 * Checkout for a person who may not place this order: the lines, why, an optional note for the
 * owner and Submit for Approval, which freezes the cart as a request. A failure keeps the note.
 */
export function ApprovalSubmit({ cart, totals, discountRate, need, onSubmitted }: Props) {
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useSingleFlight();

  const submit = () =>
    sending.run(async () => {
      setFailure(null);
      const result = await submitForApproval({
        note: note.trim() || null,
        poNumber: cart.poNumber ?? null,
      });
      if (!result.ok) {
        console.warn('Submit for approval failed.', result.body);
        setFailure(result.message);
        return;
      }
      onSubmitted(result.data);
    });

  return (
    <WithSummary gap={7}>
      <div>
        <Heading as="h2" size={2} css={{ marginBottom: '$4' }}>
          Approval Needed
        </Heading>
        <Alert variant="info" title={approvalText(need)} css={{ marginBottom: '$5' }}>
          <Text size={2}>
            Your company owner places this order once they approve it. Submitting empties your cart;
            you can follow the request under My Requests in My Account.
          </Text>
        </Alert>
        <TextArea
          label="Note for the owner (optional)"
          maxLength={NOTE_MAX}
          rows={4}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={sending.busy}
        />
      </div>
      <OrderSummary items={cart.items} totals={totals} discountRate={discountRate}>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Button size={3} onClick={() => void submit()} loading={sending.busy}>
          Submit for Approval
        </Button>
      </OrderSummary>
    </WithSummary>
  );
}
