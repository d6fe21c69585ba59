import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { emptyCheckout, type CheckoutValues } from '../schemas/checkout-values';

/**
 * Focuses the first invalid field in screen order (the order of `emptyCheckout`), not in
 * react-hook-form's registration order, which put the lazily mounted CVV before Card Number.
 */
export function focusFirstError(
  form: UseFormReturn<CheckoutValues>,
  errors: FieldErrors<CheckoutValues> = form.formState.errors,
): void {
  const first = (Object.keys(emptyCheckout) as (keyof CheckoutValues)[]).find((n) => errors[n]);
  if (first) form.setFocus(first);
}
