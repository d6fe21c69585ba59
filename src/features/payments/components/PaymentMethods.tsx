import { CardCollection, CardFormDialog } from '@/components/card-collection';
import { deletePaymentMethod, usePaymentMethods, type PaymentMethod } from '../api/payment-methods';
import { PaymentCard } from './PaymentCard';
import { PaymentForm } from './PaymentForm';

const methodKey = (m: PaymentMethod) => m.paymentProfileId;

/** The My Payment Methods tab of My Account (docs/business-rules.md#addresses). */
export function PaymentMethods({ readOnly = false }: { readOnly?: boolean }) {
  const { methods, isLoading } = usePaymentMethods();
  return (
    <CardCollection
      readOnly={readOnly}
      id="payment-methods-title"
      title="My Payment Methods"
      addLabel="Add New Card"
      items={methods}
      isLoading={isLoading}
      itemKey={methodKey}
      listLabel="Payment methods"
      loadingLabel="Loading payment methods"
      skeletonHeight="$block3"
      emptyText="No payment methods available"
      renderCard={(method, actions) => <PaymentCard method={method} {...actions} />}
      renderDialog={(slot) => (
        <CardFormDialog
          {...slot}
          titles={{ add: 'Add a Payment Method', edit: 'Edit Payment Details' }}
          itemKey={methodKey}
          Form={PaymentForm}
        />
      )}
      remove={{
        title: 'Delete Payment Method',
        busyLabel: 'Deleting card…',
        call: (method) => deletePaymentMethod(method.paymentProfileId),
        done: 'Payment method deleted successfully!',
        failureLog: 'Payment method delete failed.',
      }}
    />
  );
}
