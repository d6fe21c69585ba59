import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Checkbox } from '@ds';
import { CardFormFrame, useCardSave, type CardFormProps } from '@/components/card-collection';
import { FormField } from '@/components/FormField';
import { useAppForm, withBlurWording } from '@/lib/form';
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

const resolver = withBlurWording(zodResolver(addressSchema), {
  blurRequired: BLUR_REQUIRED_FIELDS,
});

/** The form of 'Add New Address' or 'Edit Address' (docs/business-rules.md#screens). */
export function AddressForm({ target, onDone, saving }: CardFormProps<Address>) {
  const { failure, setFailure, save } = useCardSave({ saving, onDone });
  const [incomplete, setIncomplete] = useState(false);
  const editing = target.kind === 'edit' ? target.item : null;
  const form = useAppForm({
    resolver,
    defaultValues: editing ? toAddressForm(editing) : EMPTY_ADDRESS,
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setIncomplete(false);
      return editing
        ? save(
            () => updateAddress(toAddressUpdate(editing, values)),
            'Address updated successfully!',
            'Address save failed.',
          )
        : save(
            () => createAddress(toAddressInput(values)),
            'Address added successfully!',
            'Address save failed.',
          );
    },
    () => setIncomplete(true),
  );

  const clear = () => {
    form.reset({ ...EMPTY_ADDRESS, isPrimaryAddress: false } satisfies AddressFormValues);
    setIncomplete(false);
    setFailure(null);
  };

  return (
    <CardFormFrame
      label={editing ? 'Edit Address' : 'Add New Address'}
      busy={saving.busy}
      busyLabel="Saving address…"
      alerts={[incomplete ? ADDRESS_MESSAGES.incomplete : null, failure]}
      onSubmit={onSubmit}
      onClear={clear}
    >
      <AddressFields form={form} />
      {editing && !editing.isPrimaryAddress ? (
        <div data-full>
          <FormField
            control={form.control}
            name="isPrimaryAddress"
            render={(f) => (
              <Checkbox
                label="Set as Primary Address"
                name={f.name}
                checked={f.value}
                onCheckedChange={(checked) => f.onChange(checked === true)}
                onBlur={f.onBlur}
                ref={f.ref}
              />
            )}
          />
        </div>
      ) : null}
    </CardFormFrame>
  );
}
