import { Controller } from 'react-hook-form';
import { MoneyField, Select, TextField } from '@ds';
import { LIMITS } from '@/lib/limits';
import { businessTypeOptions, sourceOptions } from '../../schemas/signup-options';
import { FieldGrid } from '../layout';
import { ServicesField } from './ServicesField';
import type { SignupForm } from './types';

/** Step 2 'Additional Details' (docs/business-rules.md#validation). */
export function DetailsStep({ form }: { form: SignupForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FieldGrid>
      <TextField
        label="Current Supplier"
        maxLength={LIMITS.supplier}
        required
        error={errors.currentSupplier?.message}
        {...register('currentSupplier')}
      />
      <Controller
        control={control}
        name="averagePurchase"
        render={({ field: { value, onChange, onBlur, ref, name } }) => (
          <MoneyField
            label="Average Purchase"
            name={name}
            placeholder="$0"
            helperText="Whole dollars"
            required
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            ref={ref}
            error={errors.averagePurchase?.message}
          />
        )}
      />
      <ServicesField form={form} />
      <Select
        label="How did you hear about us?"
        placeholder="Select a source"
        options={sourceOptions}
        required
        error={errors.source?.message}
        {...register('source')}
      />
      <Select
        label="Business Type"
        placeholder="Select a business type"
        options={businessTypeOptions}
        required
        error={errors.businessType?.message}
        {...register('businessType')}
      />
    </FieldGrid>
  );
}
