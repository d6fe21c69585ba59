import { zodResolver } from '@hookform/resolvers/zod';
import { CardFormFrame, useCardSave, type CardFormProps } from '@/components/card-collection';
import { useAppForm, withBlurWording } from '@/lib/form';
import { savePaymentInfo, updatePaymentMethod, type PaymentMethod } from '../api/payment-methods';
import {
  BLUR_REQUIRED_FIELDS,
  SILENT_ON_BLUR,
  editCardSchema,
  newCardSchema,
  toCardForm,
  toSavePayment,
  toUpdatePayment,
} from '../schemas/card';
import { EMPTY_CARD } from '@/lib/card-values';
import { PaymentFields } from './PaymentFields';

const wording = { blurRequired: BLUR_REQUIRED_FIELDS, silentOnBlur: SILENT_ON_BLUR };
const addResolver = withBlurWording(zodResolver(newCardSchema), wording);
const editResolver = withBlurWording(zodResolver(editCardSchema), wording);

/** The form of 'Add a Payment Method' or 'Edit Payment Details' (docs/business-rules.md#screens). */
export function PaymentForm({ target, onDone, saving }: CardFormProps<PaymentMethod>) {
  const { failure, setFailure, save } = useCardSave({ saving, onDone });
  const editing = target.kind === 'edit' ? target.item : null;
  const form = useAppForm({
    resolver: editing ? editResolver : addResolver,
    defaultValues: editing ? toCardForm(editing) : EMPTY_CARD,
  });

  const onSubmit = form.handleSubmit((values) =>
    editing
      ? save(
          () => updatePaymentMethod(toUpdatePayment(editing, values)),
          'Payment method updated successfully!',
          'Payment method save failed.',
        )
      : save(
          () => savePaymentInfo(toSavePayment(values)),
          'Payment information saved successfully!',
          'Payment method save failed.',
        ),
  );

  const clear = () => {
    form.reset(EMPTY_CARD);
    setFailure(null);
  };

  return (
    <CardFormFrame
      label={editing ? 'Edit Payment Details' : 'Add a Payment Method'}
      busy={saving.busy}
      busyLabel="Saving card…"
      alerts={[failure]}
      onSubmit={onSubmit}
      onClear={editing ? undefined : clear}
    >
      <PaymentFields form={form} layout="dialog" withCard={!editing} />
    </CardFormFrame>
  );
}
