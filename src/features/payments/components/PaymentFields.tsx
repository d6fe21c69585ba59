import type { ReactElement, ReactNode, Ref } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CardNumberField, CodeField, ExpiryField, Select, TextField, ZipField } from '@ds';
import { stateOptions } from '@/lib/us-states';
import { LIMITS } from '@/lib/validation';
import type { CardFormValues } from '../schemas/card';

type Props = {
  form: UseFormReturn<CardFormValues>;
  /** Editing a saved card hides its number and CVV (docs/business-rules.md#cart-and-quotes). */
  withCard: boolean;
};

type MaskedName = 'cardNumber' | 'expirationDate' | 'cvv' | 'zipCode';

const FULL = { gridColumn: '1 / -1' } as const;

/** Card and billing fields of the payment dialog, two per row in the caller's grid. */
export function PaymentFields({ form, withCard }: Props) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const masked = (name: MaskedName, render: (field: FieldBits) => ReactNode) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          error: errors[name]?.message,
          required: true,
        }) as ReactElement
      }
    />
  );

  return (
    <>
      {withCard
        ? masked('cardNumber', (f) => <CardNumberField label="Card Number" css={FULL} {...f} />)
        : null}
      {masked('expirationDate', (f) => (
        <ExpiryField label="Expiration Date (MM/YY)" {...f} />
      ))}
      {withCard
        ? masked('cvv', (f) => (
            <CodeField label="CVV" digits={LIMITS.cvv} autoComplete="cc-csc" {...f} />
          ))
        : null}
      {withCard ? null : <span aria-hidden />}
      <TextField
        label="First Name"
        autoComplete="cc-given-name"
        maxLength={LIMITS.name}
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="cc-family-name"
        maxLength={LIMITS.name}
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Address Line 1"
        autoComplete="billing address-line1"
        maxLength={LIMITS.addressLine}
        required
        css={FULL}
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        label="Address Line 2"
        autoComplete="billing address-line2"
        maxLength={LIMITS.addressLine}
        css={FULL}
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <TextField
        label="City"
        autoComplete="billing address-level2"
        maxLength={LIMITS.city}
        required
        error={errors.city?.message}
        {...register('city')}
      />
      <Select
        label="State"
        required
        placeholder="Select a state"
        options={stateOptions}
        autoComplete="billing address-level1"
        error={errors.state?.message}
        {...register('state')}
      />
      {masked('zipCode', (f) => (
        <ZipField label="Zip Code" {...f} />
      ))}
    </>
  );
}

type FieldBits = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
  error?: string;
  required: boolean;
};
