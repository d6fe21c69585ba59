import { Checkbox, FieldHint, Grid, Text, styled } from '@ds';
import { FormField } from '@/components/FormField';
import { SERVICES } from '../../schemas/signup-options';
import type { SignupForm } from './types';

const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$3',
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$text',
});

/** 'Services' is a multi-choice; the labels are sent as they read. */
export function ServicesField({ form }: { form: SignupForm }) {
  return (
    <FormField
      control={form.control}
      name="services"
      render={({ value, onChange, onBlur, error }) => (
        <Grid
          as="fieldset"
          gap="3"
          css={{ margin: 0, padding: 0, border: 'none', minWidth: 0 }}
          data-span="full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'services-error' : undefined}
        >
          <Legend>
            Services you are interested in
            <Text as="span" aria-hidden="true" css={{ color: '$primary', marginLeft: '$nudgeSm' }}>
              *
            </Text>
          </Legend>
          <Grid columns="2" gapY="3" gapX="6">
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
          </Grid>
          {error ? (
            <FieldHint id="services-error" tone="error">
              {error}
            </FieldHint>
          ) : null}
        </Grid>
      )}
    />
  );
}
