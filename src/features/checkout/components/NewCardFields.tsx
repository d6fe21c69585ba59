import { useEffect } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox, Grid } from '@ds';
import { FormField } from '@/components/FormField';
import type { Address } from '@/features/addresses';
import { PaymentFields } from '@/features/payments';
import { EMPTY_BILLING, type BillingValues, type RequiredBillingField } from '@/lib/card-values';
import { BLUR_REQUIRED } from '@/lib/form';
import { billingFromAddress } from '../api/body';
import { billingIsTyped, type CheckoutValues } from '../schemas/checkout-values';
import { AddressPicker } from './AddressPicker';
import { focusFirstError } from './focus-first-error';

type Props = {
  form: UseFormReturn<CheckoutValues>;
  addresses: Address[];
  useMyAddress: boolean;
  onUseMyAddress: (open: boolean) => void;
};

/** Card number, expiry, CVV and the billing address of a new card; Save for Next Time. */
export function NewCardFields({ form, addresses, useMyAddress, onUseMyAddress }: Props) {
  const { control, setValue, getValues, setError, clearErrors } = form;
  // The form's state as it is now: a submit refused while these fields were still loading has
  // already set their errors, which the parent's formState snapshot (taken before) lacks.
  const { errors, isSubmitted } = useFormState({ control });
  const addressId = useWatch({ control, name: 'addressId' });
  // Place Order pressed while these fields were still loading: the refused submit could not focus
  // one of them, so the first invalid one gets the focus now.
  useEffect(() => {
    if (isSubmitted) focusFirstError(form, errors);
    // Once, on mount: later submits focus the field themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fillBilling = (values: BillingValues, id: string) => {
    setValue('addressId', id);
    for (const [key, value] of Object.entries(values)) setValue(key as keyof BillingValues, value);
    clearErrors(Object.keys(EMPTY_BILLING) as (keyof BillingValues)[]);
  };

  const toggleAddress = (a: Address) =>
    String(a.id) === addressId
      ? fillBilling(EMPTY_BILLING, '')
      : fillBilling(billingFromAddress(a), String(a.id));

  const showMine = (open: boolean) => {
    onUseMyAddress(open);
    if (!open) fillBilling(EMPTY_BILLING, '');
  };

  // The form checks on submit only; a blank required billing field says so when it is left.
  const requiredOnBlur = (name: RequiredBillingField) => ({
    onBlur: () => {
      if (billingIsTyped(getValues()) && getValues(name).trim() === '')
        setError(name, { message: BLUR_REQUIRED });
    },
  });

  return (
    <Grid gap={4}>
      <PaymentFields
        form={form}
        layout="checkout"
        billingRules={requiredOnBlur}
        between={
          <AddressPicker
            addresses={addresses}
            open={useMyAddress}
            onOpenChange={showMine}
            selectedId={addressId}
            onToggle={toggleAddress}
          />
        }
      />
      <FormField
        control={control}
        name="saveForNextTime"
        render={(f) => (
          <Checkbox
            label="Save for Next Time"
            checked={f.value}
            onCheckedChange={(checked) => f.onChange(checked === true)}
          />
        )}
      />
    </Grid>
  );
}
