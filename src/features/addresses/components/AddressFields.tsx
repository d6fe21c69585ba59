import { type UseFormReturn } from 'react-hook-form';
import { PhoneField, Select, TextField, ZipField } from '@ds';
import { FormField } from '@/components/FormField';
import { stateOptions } from '@/lib/us-states';
import { LIMITS } from '@/lib/validation';
import { ADDRESS_HELPERS, type AddressFormValues } from '../schemas/address';
import { companyNameField, nameFields } from './ContactFields';

const FULL = { gridColumn: '1 / -1' } as const;

/** The fields of the section 5 address form, two per row in the caller's grid. */
export function AddressFields({ form }: { form: UseFormReturn<AddressFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      {nameFields(form)}
      {companyNameField(form)}
      <FormField
        control={control}
        name="phoneNumber"
        render={(f) => <PhoneField label="Phone Number" required {...f} />}
      />
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        maxLength={LIMITS.addressLine}
        required
        css={FULL}
        helperText={ADDRESS_HELPERS.addressLine1}
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        maxLength={LIMITS.addressLine}
        css={FULL}
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        maxLength={LIMITS.city}
        required
        helperText={ADDRESS_HELPERS.city}
        error={errors.city?.message}
        {...register('city')}
      />
      <Select
        label="State"
        required
        placeholder="Select a state"
        options={stateOptions}
        autoComplete="address-level1"
        helperText={ADDRESS_HELPERS.state}
        error={errors.state?.message}
        {...register('state')}
      />
      <FormField
        control={control}
        name="zipCode"
        render={(f) => <ZipField label="Zip Code" required {...f} />}
      />
    </>
  );
}
