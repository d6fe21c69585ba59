import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * useForm with the project's timing: a field is checked when first left, and from then on (or once
 * it shows an error, even one raised by a step's Next button before it was ever left) on every
 * change, so a red message never sits next to a value that is already valid.
 */
export function useAppForm<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...props,
  });
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name && getFieldState(name as never).error) void trigger(name as never);
        },
      }),
    [subscribe, getFieldState, trigger],
  );
  return form;
}
