import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Button,
  Checkbox,
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
import { createAddress, updateAddress, type Address } from '../api/addresses';
import {
  ADDRESS_MESSAGES,
  BLUR_REQUIRED_FIELDS,
  EMPTY_ADDRESS,
  addressSchema,
  toAddressForm,
  toAddressInput,
  toAddressUpdate,
  type AddressFormValues,
} from '../schemas/address';
import { AddressFields } from './AddressFields';

export type AddressTarget = { kind: 'add' } | { kind: 'edit'; address: Address };

const FORM_CSS = { '& > [data-full]': { gridColumn: '1 / -1' } } as const;

const resolver = withBlurWording(zodResolver(addressSchema), {
  blurRequired: BLUR_REQUIRED_FIELDS,
});

type FormProps = {
  target: AddressTarget;
  onDone: () => void;
  saving: ReturnType<typeof useSingleFlight>;
};

function AddressForm({ target, onDone, saving: { busy, run } }: FormProps) {
  const toast = useToast();
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = target.kind === 'edit' ? target.address : null;
  const form = useAppForm({
    resolver,
    defaultValues: editing ? toAddressForm(editing) : EMPTY_ADDRESS,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      run(async () => {
        setIncomplete(false);
        setFailure(null);
        const result = editing
          ? await updateAddress(toAddressUpdate(editing, values))
          : await createAddress(toAddressInput(values));
        if (!result.ok) {
          console.warn('Address save failed.', result.body);
          setFailure(result.message);
          return;
        }
        toast.show(editing ? 'Address updated successfully!' : 'Address added successfully!', {
          variant: 'success',
        });
        onDone();
      }),
    () => setIncomplete(true),
  );

  const clear = () => {
    form.reset({ ...EMPTY_ADDRESS, isPrimaryAddress: false } satisfies AddressFormValues);
    setIncomplete(false);
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
      aria-label={editing ? 'Edit Address' : 'Add New Address'}
    >
      <LoadingOverlay active={busy} label="Saving address…" />
      {incomplete ? (
        <Alert variant="error" data-full>
          {ADDRESS_MESSAGES.incomplete}
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="error" data-full>
          {failure}
        </Alert>
      ) : null}
      <AddressFields form={form} />
      {editing && !editing.isPrimaryAddress ? (
        <div data-full>
          <Controller
            control={form.control}
            name="isPrimaryAddress"
            render={({ field }) => (
              <Checkbox
                label="Set as Primary Address"
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      ) : null}
      <Flex gap="3" data-full css={{ marginTop: '$3' }}>
        <Button variant="outline" onClick={clear} disabled={busy} css={{ marginRight: 'auto' }}>
          Clear
        </Button>
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
  target: AddressTarget | null;
  onClose: () => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Add New Address' or 'Edit Address' (docs/business-rules.md#screens). */
export function AddressDialog({ target, onClose, onCloseAutoFocus }: Props) {
  const saving = useSingleFlight();
  const title = target?.kind === 'edit' ? 'Edit Address' : 'Add New Address';
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
          <AddressForm
            key={target.kind === 'edit' ? target.address.id : 'add'}
            target={target}
            onDone={onClose}
            saving={saving}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
