import type { Control, UseFormRegister, FieldErrors } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { AmountField, Select } from '@ds';
import { FormField } from '@/components/FormField';
import type { EditValues } from '../schemas/company-user';

const ROLES = [
  { value: 'Buyer', label: 'Buyer' },
  { value: 'Estimator', label: 'Estimator' },
];

const LIMIT_HINT = 'Orders above it are sent to you for approval.';

type Props = {
  control: Control<EditValues>;
  register: UseFormRegister<EditValues>;
  errors: FieldErrors<EditValues>;
  /** Invite starts with no role chosen; Edit starts from the person's role. */
  placeholder?: string;
};

/** Role, and the spending limit only a Buyer has (dollars and cents). */
export function RoleFields({ control, register, errors, placeholder }: Props) {
  const role = useWatch({ control, name: 'role' });
  return (
    <>
      <Select
        label="Role"
        placeholder={placeholder}
        options={ROLES}
        required
        error={errors.role?.message}
        {...register('role')}
      />
      {role === 'Buyer' ? (
        <FormField
          control={control}
          name="spendingLimit"
          render={(f) => (
            <AmountField label="Spending Limit" helperText={LIMIT_HINT} required {...f} />
          )}
        />
      ) : null}
    </>
  );
}
