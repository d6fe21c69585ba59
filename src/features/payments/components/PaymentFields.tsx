import type { ReactNode } from 'react';
import {
  useFormState,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { CardNumberField, CodeField, ExpiryField, Grid, Select, TextField, ZipField } from '@ds';
import { FormField } from '@/components/FormField';
import { LIMITS } from '@/lib/limits';
import { stateOptions } from '@/lib/us-states';
import type { CardFieldValues, RequiredBillingField } from '@/lib/card-values';

type Props<T extends CardFieldValues & FieldValues> = {
  form: UseFormReturn<T>;
  /**
   * 'dialog': two per row in the caller's grid, number and address lines full width (My Account);
   * 'checkout': the card on one row, then `between`, then the billing fields two per row.
   */
  layout: 'dialog' | 'checkout';
  /** Editing a saved card hides its number and CVV (docs/business-rules.md#cart-and-quotes). */
  withCard?: boolean;
  /** Extra register options of a required billing field (checkout checks a blank one on blur). */
  billingRules?: (name: RequiredBillingField) => RegisterOptions<CardFieldValues>;
  /** Between the card and the billing fields in the checkout layout (the saved-address picker). */
  between?: ReactNode;
};

const FULL = { gridColumn: '1 / -1' } as const;
const CARD_ROW = { gridTemplateColumns: '2fr 1fr 1fr' } as const;

/** Card number, expiry and CVV, then the billing name and address of a card. */
export function PaymentFields<T extends CardFieldValues & FieldValues>({
  form: typedForm,
  layout,
  withCard = true,
  billingRules,
  between,
}: Props<T>) {
  // The fields read and write only the card's own names, which every T has.
  const form = typedForm as unknown as UseFormReturn<CardFieldValues>;
  const { register, control } = form;
  // The state as it is now (a submit refused while lazily loaded fields were coming has already
  // set their errors, which a snapshot taken before lacks).
  const { errors } = useFormState({ control });
  const dialog = layout === 'dialog';
  const wide = dialog ? FULL : undefined;

  const text = (
    name: RequiredBillingField | 'addressLine2',
    label: string,
    autoComplete: string,
    maxLength: number,
    css?: typeof FULL,
  ) => {
    const required = name !== 'addressLine2';
    return (
      <TextField
        label={label}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        css={css}
        error={errors[name]?.message}
        {...register(name, required ? billingRules?.(name) : undefined)}
      />
    );
  };

  const card = withCard ? (
    <>
      <FormField
        control={control}
        name="cardNumber"
        render={(f) => <CardNumberField label="Card Number" required css={wide} {...f} />}
      />
      <FormField
        control={control}
        name="expirationDate"
        render={(f) => <ExpiryField label="Expiration Date (MM/YY)" required {...f} />}
      />
      <FormField
        control={control}
        name="cvv"
        render={(f) => (
          <CodeField label="CVV" digits={LIMITS.cvv} autoComplete="cc-csc" required {...f} />
        )}
      />
    </>
  ) : (
    <>
      <FormField
        control={control}
        name="expirationDate"
        render={(f) => <ExpiryField label="Expiration Date (MM/YY)" required {...f} />}
      />
      <span aria-hidden />
    </>
  );

  const billing = (
    <>
      {text('firstName', 'First Name', 'cc-given-name', LIMITS.name)}
      {text('lastName', 'Last Name', 'cc-family-name', LIMITS.name)}
      {text('addressLine1', 'Address Line 1', 'billing address-line1', LIMITS.addressLine, wide)}
      {text('addressLine2', 'Address Line 2', 'billing address-line2', LIMITS.addressLine, wide)}
      {text('city', 'City', 'billing address-level2', LIMITS.city)}
      <Select
        label="State"
        required
        placeholder="Select a state"
        options={stateOptions}
        autoComplete="billing address-level1"
        error={errors.state?.message}
        {...register('state', billingRules?.('state'))}
      />
      <FormField
        control={control}
        name="zipCode"
        render={(f) => (
          <ZipField label="Zip Code" autoComplete="billing postal-code" required {...f} />
        )}
      />
    </>
  );

  if (dialog)
    return (
      <>
        {card}
        {billing}
      </>
    );
  return (
    <Grid gap={4}>
      <Grid gap={4} css={CARD_ROW}>
        {card}
      </Grid>
      {between}
      <Grid columns={2} gap={4}>
        {billing}
      </Grid>
    </Grid>
  );
}
