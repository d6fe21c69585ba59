import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, ConfirmDialog, Heading, LoadingOverlay, Skeleton, Text, useToast } from '@ds';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSingleFlight } from '@/lib/use-single-flight';
import { deletePaymentMethod, usePaymentMethods, type PaymentMethod } from '../api/payment-methods';
import { CardList, TabHeader } from './layout';
import { PaymentCard } from './PaymentCard';
import { PaymentDialog, type PaymentTarget } from './PaymentDialog';

/** The My Payment Methods tab of My Account (docs/business-rules.md#addresses). */
export function PaymentMethods() {
  const toast = useToast();
  const { methods, isLoading } = usePaymentMethods();
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const { fallbackRef, remember, onCloseAutoFocus } = useReturnFocus<HTMLButtonElement>();
  const removal = useSingleFlight();

  const confirmDelete = () =>
    removal.run(async () => {
      if (!deleting) return;
      const result = await deletePaymentMethod(deleting.paymentProfileId);
      if (result.ok) toast.show('Payment method deleted successfully!', { variant: 'success' });
      else {
        console.warn('Payment method delete failed.', result.body);
        toast.show(result.message, { variant: 'error' });
      }
      setDeleting(null);
    });

  return (
    <section aria-labelledby="payment-methods-title">
      <TabHeader>
        <Heading as="h2" size={3} id="payment-methods-title">
          My Payment Methods
        </Heading>
        <Button
          ref={fallbackRef}
          onClick={(e) => {
            remember(e.currentTarget);
            setTarget({ kind: 'add' });
          }}
        >
          <Plus size={16} aria-hidden />
          Add New Card
        </Button>
      </TabHeader>
      {isLoading ? (
        <CardList aria-busy aria-label="Loading payment methods">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton shape="block" css={{ height: '$block3' }} />
            </li>
          ))}
        </CardList>
      ) : methods.length === 0 ? (
        <Text tone="muted">No payment methods available</Text>
      ) : (
        <CardList aria-label="Payment methods">
          {methods.map((method) => (
            <li key={method.paymentProfileId}>
              <PaymentCard
                method={method}
                onEdit={(e) => {
                  remember(e.currentTarget);
                  setTarget({ kind: 'edit', method });
                }}
                onDelete={(e) => {
                  remember(e.currentTarget);
                  setDeleting(method);
                }}
              />
            </li>
          ))}
        </CardList>
      )}
      <PaymentDialog
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open || removal.busy ? undefined : setDeleting(null))}
        title="Delete Payment Method"
        text="Are you sure you want to delete it?"
        confirmLabel="Yes! Delete"
        loading={removal.busy}
        onConfirm={confirmDelete}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <LoadingOverlay active={removal.busy} label="Deleting card…" />
    </section>
  );
}
