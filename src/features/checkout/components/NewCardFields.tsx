import { useEffect } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CardNumberField, Checkbox, ExpiryField, Grid, Select, TextField, ZipField } from '@ds';
import type { Address } from '@/features/addresses';
import { stateOptions } from '@/lib/us-states';
import { LIMITS } from '@/lib/limits';
import { billingFromAddress } from '../api/body';
import {
  billingIsTyped,
  FIELD_REQUIRED,
  type BillingField,
  type CheckoutValues,
} from '../schemas/checkout-values';
import { AddressPicker } from './AddressPicker';
import { focusFirstError } from './focus-first-error';

type Props = {
  form: UseFormReturn<CheckoutValues>;
  addresses: Address[];
  useMyAddress: boolean;
  onUseMyAddress: (open: boolean) => void;
};

const BLANK_BILLING = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
};

/** Card number, expiry, CVV and the billing address of a new card; Save for Next Time. */
export function NewCardFields({ form, addresses, useMyAddress, onUseMyAddress }: Props) {
  const { register, control, setValue, getValues, setError, clearErrors } = form;
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

  const fillBilling = (values: typeof BLANK_BILLING, id: string) => {
    setValue('addressId', id);
    for (const [key, value] of Object.entries(values))
      setValue(key as keyof typeof BLANK_BILLING, value);
    clearErrors(Object.keys(BLANK_BILLING) as (keyof typeof BLANK_BILLING)[]);
  };

  const toggleAddress = (a: Address) =>
    String(a.id) === addressId
      ? fillBilling(BLANK_BILLING, '')
      : fillBilling(billingFromAddress(a), String(a.id));

  const showMine = (open: boolean) => {
    onUseMyAddress(open);
    if (!open) fillBilling(BLANK_BILLING, '');
  };

  // On blur (or a state choice) a blank required billing field says 'This field is required.'.
  const requiredOnBlur = (name: BillingField) => ({
    onBlur: () => {
      if (billingIsTyped(getValues()) && getValues(name).trim() === '')
        setError(name, { message: FIELD_REQUIRED });
    },
  });

  const billing = (name: BillingField, label: string, autoComplete: string, max: number) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={max}
      required
      error={errors[name]?.message}
      {...register(name, requiredOnBlur(name))}
    />
  );

  return (
    <Grid gap={4}>
      <Grid gap={4} css={{ gridTemplateColumns: '2fr 1fr 1fr' }}>
        <Controller
          control={control}
          name="cardNumber"
          render={({ field }) => (
            <CardNumberField
              label="Card Number"
              name="cc-number"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.cardNumber?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <ExpiryField
              label="Expiration Date (MM/YY)"
              name="cc-exp"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.expiry?.message}
            />
          )}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={LIMITS.cvv}
          required
          error={errors.cvv?.message}
          {...register('cvv')}
        />
      </Grid>
      <AddressPicker
        addresses={addresses}
        open={useMyAddress}
        onOpenChange={showMine}
        selectedId={addressId}
        onToggle={toggleAddress}
      />
      <Grid columns={2} gap={4}>
        {billing('firstName', 'First Name', 'billing given-name', LIMITS.name)}
        {billing('lastName', 'Last Name', 'billing family-name', LIMITS.name)}
        {billing('addressLine1', 'Address Line 1', 'billing address-line1', LIMITS.addressLine)}
        <TextField
          label="Address Line 2"
          autoComplete="billing address-line2"
          maxLength={LIMITS.addressLine}
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        {billing('city', 'City', 'billing address-level2', LIMITS.city)}
        <Select
          label="State"
          autoComplete="billing address-level1"
          placeholder="Select a state"
          options={stateOptions}
          required
          error={errors.state?.message}
          {...register('state', requiredOnBlur('state'))}
        />
        <Controller
          control={control}
          name="zipCode"
          render={({ field }) => (
            <ZipField
              label="Zip Code"
              autoComplete="billing postal-code"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.zipCode?.message}
            />
          )}
        />
      </Grid>
      <Controller
        control={control}
        name="saveForNextTime"
        render={({ field }) => (
          <Checkbox
            label="Save for Next Time"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
    </Grid>
  );
}
