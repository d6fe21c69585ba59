import { useEffect } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/** What a blank required field says when it is checked on its own (docs/business-rules.md#validation). */
export const BLUR_REQUIRED = 'This field is required.';

type Wording = {
  /** Blank on blur reads BLUR_REQUIRED instead of the field's submit text. */
  blurRequired?: readonly string[];
  /** No message on blur at all; the submit check still reports them. */
  silentOnBlur?: readonly string[];
};

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Two wordings (docs/business-rules.md#validation): a field checked on its own (on blur, then while
 * typing) differs from the whole-form check on submit. react-hook-form names exactly one field
 * when it validates on blur or change and every mounted field on submit.
 */
export function withBlurWording<T extends FieldValues, C, Out>(
  resolver: Resolver<T, C, Out>,
  { blurRequired = [], silentOnBlur = [] }: Wording,
): Resolver<T, C, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const single = options.names?.length === 1 ? String(options.names[0]) : null;
    if (!single) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    if (silentOnBlur.includes(single)) delete errors[single];
    else if (blurRequired.includes(single) && errors[single] && isBlank(values[single])) {
      errors[single] = { type: 'required', message: BLUR_REQUIRED };
    }
    return { values: result.values, errors: errors as FieldErrors<T> } as Awaited<
      ReturnType<Resolver<T, C, Out>>
    >;
  };
}

/**
 * A resolver whose schema code loads on the first check instead of with the page, so zod (about
 * 20 KiB gzip) stays out of a route's first load (the 150 KiB per-route budget). `load` runs once;
 * after a failed load (a chunk that did not arrive) the next check tries again.
 *
 *   const resolver = lazyResolver(async () => {
 *     const [{ zodResolver }, { schema }] = await loadSchema();
 *     return zodResolver(schema);
 *   });
 */
export function lazyResolver<T extends FieldValues, C = unknown, Out = T>(
  load: () => Promise<Resolver<T, C, Out>>,
): Resolver<T, C, Out> {
  let loading: Promise<Resolver<T, C, Out>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

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
