import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Flex, TextField } from '@ds';
import { useAppForm } from '@/lib/form';
import { LIMITS } from '@/lib/limits';
import { z } from '@/lib/zod';
import { validateCoupon } from '../api/discount';
import { DISCOUNT_WORDING, type DiscountPlace } from './discount-wording';

const schema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.discountCode)),
});
type Values = z.infer<typeof schema>;

type Props = { place: DiscountPlace; onCheckingChange?: (checking: boolean) => void };

/**
 * The discount code field and Apply (lazy: loaded when the user opens the discount form). A valid
 * code is stored by validateCoupon, and every figure with the discount follows the store. No form
 * element of its own: on the checkout it sits inside the order form, so its Enter and Apply submit
 * the code only and never place the order.
 */
export function DiscountCodeForm({ place, onCheckingChange }: Props) {
  const wording = DISCOUNT_WORDING[place];
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
    onCheckingChange?.(true);
    try {
      const result = await validateCoupon(code);
      if (!result.ok) return setError(result.message);
      if (!result.data.isValid) setError(result.data.message);
    } finally {
      onCheckingChange?.(false);
    }
  });

  return (
    <div>
      <Flex gap={wording.gap} align="end">
        <TextField
          label={wording.field}
          maxLength={LIMITS.discountCode}
          autoComplete="off"
          css={{ flexGrow: 1 }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            // One check at a time, as with Apply (disabled while blank, busy while checking).
            if (!blank && !formState.isSubmitting) void submit();
          }}
          {...register('code')}
        />
        <Button
          variant={wording.apply}
          disabled={blank}
          loading={formState.isSubmitting}
          onClick={() => void submit()}
        >
          Apply
        </Button>
      </Flex>
      {error ? (
        <Alert variant="error" css={{ marginTop: `$${wording.gap}` }}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
