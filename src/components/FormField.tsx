import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type FieldPathValue,
  type FieldValues,
  type Path,
  type RefCallBack,
} from 'react-hook-form';

/** What a controlled design-system field takes from the form: value, events, ref and its error. */
export type BoundField<V> = {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  ref: RefCallBack;
  error?: string;
};

type Props<T extends FieldValues, N extends Path<T>> = {
  control: Control<T>;
  name: N;
  render: (field: BoundField<FieldPathValue<T, N>>) => ReactElement;
};

/**
 * A react-hook-form field for inputs that are not plain DOM inputs (masked fields, checkboxes,
 * multi-choices): `register` cannot drive them, so they get the value and events instead, with the
 * field's current error. `<FormField control={control} name="zipCode" render={(f) => <ZipField
 * label="Zip Code" {...f} />} />`
 */
export function FormField<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  render,
}: Props<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          error: fieldState.error?.message,
        })
      }
    />
  );
}
