import { MoneyField, Select, TextField } from '@ds';
import { FormField } from '@/components/FormField';
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
      <FormField
        control={control}
        name="averagePurchase"
        render={(f) => (
          <MoneyField
            label="Average Purchase"
            placeholder="$0"
            helperText="Whole dollars"
            required
            {...f}
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
