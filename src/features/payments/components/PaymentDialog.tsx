import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  Flex,
  Grid,
  LoadingOverlay,
  useToast,
} from '@ds';
import { useAppForm, withBlurWording } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { savePaymentInfo, updatePaymentMethod, type PaymentMethod } from '../api/payment-methods';
import {
  BLUR_REQUIRED_FIELDS,
  EMPTY_CARD,
  SILENT_ON_BLUR,
  editCardSchema,
  newCardSchema,
  toCardForm,
  toSavePayment,
  toUpdatePayment,
} from '../schemas/card';
import { PaymentFields } from './PaymentFields';

export type PaymentTarget = { kind: 'add' } | { kind: 'edit'; method: PaymentMethod };

const wording = { blurRequired: BLUR_REQUIRED_FIELDS, silentOnBlur: SILENT_ON_BLUR };
const addResolver = withBlurWording(zodResolver(newCardSchema), wording);
const editResolver = withBlurWording(zodResolver(editCardSchema), wording);

const FORM_CSS = { '& > [data-full]': { gridColumn: '1 / -1' } } as const;

type FormProps = {
  target: PaymentTarget;
  onDone: () => void;
  saving: ReturnType<typeof useSingleFlight>;
};

function PaymentForm({ target, onDone, saving: { busy, run } }: FormProps) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = target.kind === 'edit' ? target.method : null;
  const form = useAppForm({
    resolver: editing ? editResolver : addResolver,
    defaultValues: editing ? toCardForm(editing) : EMPTY_CARD,
  });

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setFailure(null);
      const result = editing
        ? await updatePaymentMethod(toUpdatePayment(editing, values))
        : await savePaymentInfo(toSavePayment(values));
      if (!result.ok) {
        console.warn('Payment method save failed.', result.body);
        setFailure(result.message);
        return;
      }
      toast.show(
        editing
          ? 'Payment method updated successfully!'
          : 'Payment information saved successfully!',
        { variant: 'success' },
      );
      onDone();
    }),
  );

  const clear = () => {
    form.reset(EMPTY_CARD);
    setFailure(null);
  };

  return (
    <Grid
      as="form"
      columns="2"
      gapX="5"
      gapY="4"
      css={FORM_CSS}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? 'Edit Payment Details' : 'Add a Payment Method'}
    >
      <LoadingOverlay active={busy} label="Saving card…" />
      {failure ? (
        <Alert variant="error" data-full>
          {failure}
        </Alert>
      ) : null}
      <PaymentFields form={form} withCard={!editing} />
      <Flex gap="3" justify="end" data-full css={{ marginTop: '$3' }}>
        {editing ? null : (
          <Button variant="outline" onClick={clear} disabled={busy} css={{ marginRight: 'auto' }}>
            Clear
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Flex>
    </Grid>
  );
}

type Props = {
  target: PaymentTarget | null;
  onClose: () => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Add a Payment Method' or 'Edit Payment Details' (docs/business-rules.md#screens). */
export function PaymentDialog({ target, onClose, onCloseAutoFocus }: Props) {
  const saving = useSingleFlight();
  const title = target?.kind === 'edit' ? 'Edit Payment Details' : 'Add a Payment Method';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size={3}
        dismissible={!saving.busy}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle>{title}</DialogTitle>
        {target ? (
          <PaymentForm
            key={target.kind === 'edit' ? target.method.paymentProfileId : 'add'}
            target={target}
            onDone={onClose}
            saving={saving}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
