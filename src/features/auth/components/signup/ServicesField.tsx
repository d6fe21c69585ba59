import { Controller } from 'react-hook-form';
import { Checkbox, FieldHint, styled } from '@ds';
import { SERVICES } from '../../schemas/signup-options';
import type { SignupForm } from './types';

const Group = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: '$3',
  minWidth: 0,
});

const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$3',
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$text',
});

const Required = styled('span', { color: '$primary', marginLeft: 2 });

const Options = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3 $6',
});

/** 'Services' is a multi-choice; the labels are sent as they read. */
export function ServicesField({ form }: { form: SignupForm }) {
  const error = form.formState.errors.services?.message;
  return (
    <Controller
      control={form.control}
      name="services"
      render={({ field: { value, onChange, onBlur } }) => (
        <Group
          data-span="full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'services-error' : undefined}
        >
          <Legend>
            Services you are interested in
            <Required aria-hidden="true">*</Required>
          </Legend>
          <Options>
            {SERVICES.map((service) => (
              <Checkbox
                key={service}
                label={service}
                checked={value.includes(service)}
                onBlur={onBlur}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true ? [...value, service] : value.filter((s) => s !== service),
                  )
                }
              />
            ))}
          </Options>
          {error ? (
            <FieldHint id="services-error" tone="error">
              {error}
            </FieldHint>
          ) : null}
        </Group>
      )}
    />
  );
}
