import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Flex, TextField } from '@ds';
import { useAppForm } from '@/lib/form';
import { z } from '@/lib/zod';
import { validateCoupon } from '../api/discount';

const schema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)) });
type Values = z.infer<typeof schema>;

/**
 * The discount code field and Apply (lazy: loaded when the user opens the discount form). A valid
 * code is stored by validateCoupon, and every figure with the discount follows the store.
 */
export function DiscountCodeForm() {
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useAppForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    // Checked on Apply only: a half-typed code is not an error.
    mode: 'onSubmit',
  });
  const blank = useWatch({ control, name: 'code' }).trim() === '';

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    const result = await validateCoupon(code);
    if (!result.ok) return setError(result.message);
    if (!result.data.isValid) setError(result.data.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Discount code">
      <Flex gap="2" align="end">
        <TextField
          label="Discount code"
          maxLength={50}
          autoComplete="off"
          css={{ flexGrow: 1 }}
          {...register('code')}
        />
        <Button type="submit" disabled={blank} loading={formState.isSubmitting}>
          Apply
        </Button>
      </Flex>
      {error ? (
        <Alert variant="error" css={{ marginTop: '$2' }}>
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
