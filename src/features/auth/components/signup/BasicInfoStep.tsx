import { PhoneField, Select, TaxIdField, TextField, ZipField } from '@ds';
import { FormField } from '@/components/FormField';
import { companyNameField, nameFields } from '@/features/addresses';
import { LIMITS } from '@/lib/limits';
import { stateOptions } from '../../schemas/signup-options';
import { EmailField } from '../AccountFields';
import { FieldGrid, FieldRow3 } from '../layout';
import type { SignupForm } from './types';

type MaskedName = 'phoneNumber' | 'faxNumber' | 'taxId' | 'zipCode';
const masked = {
  phoneNumber: PhoneField,
  faxNumber: PhoneField,
  taxId: TaxIdField,
  zipCode: ZipField,
};

/** Step 1 'Basic Information' (docs/business-rules.md#validation). */
export function BasicInfoStep({ form }: { form: SignupForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const maskedField = (name: MaskedName, label: string, required = true) => {
    const Field = masked[name];
    return (
      <FormField
        control={control}
        name={name}
        render={(f) => <Field label={label} required={required} {...f} />}
      />
    );
  };

  return (
    <FieldGrid>
      <EmailField
        autoComplete="email"
        css={{ gridColumn: '1 / -1' }}
        error={errors.email?.message}
        {...register('email')}
      />
      {nameFields(form)}
      {maskedField('phoneNumber', 'Phone Number')}
      {maskedField('faxNumber', 'Fax Number (optional)', false)}
      {companyNameField(form)}
      {maskedField('taxId', 'Tax ID')}
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        maxLength={LIMITS.addressLine}
        required
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        maxLength={LIMITS.addressLine}
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <FieldRow3>
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={LIMITS.city}
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <Select
          label="State"
          placeholder="Select a state"
          autoComplete="address-level1"
          options={stateOptions}
          required
          error={errors.state?.message}
          {...register('state')}
        />
        {maskedField('zipCode', 'Zip Code')}
      </FieldRow3>
    </FieldGrid>
  );
}
