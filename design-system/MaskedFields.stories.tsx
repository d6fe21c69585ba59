import type { Story } from '@ladle/react';
import { useState } from 'react';
import {
  CardNumberField,
  CodeField,
  ExpiryField,
  MoneyField,
  PhoneField,
  TaxIdField,
  ZipField,
} from './MaskedFields';
import { styled } from './stitches.config';

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 340px)',
  gap: '$5',
});
const Value = styled('code', { fontSize: '$1', color: '$textMuted' });

function Controlled({
  Field,
  label,
  initial = '',
}: {
  Field: typeof PhoneField;
  label: string;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <Field label={label} value={value} onChange={setValue} />
      <Value>value: {JSON.stringify(value)}</Value>
    </div>
  );
}

export const AllFormats: Story = () => (
  <Grid>
    <Controlled Field={PhoneField} label="Phone Number" />
    <Controlled Field={ZipField} label="Zip Code" />
    <Controlled Field={TaxIdField} label="Tax ID" />
    <Controlled Field={CardNumberField} label="Card Number" />
    <Controlled Field={ExpiryField} label="Expiration Date" />
    <Controlled Field={MoneyField} label="Average purchase" />
    <div>
      <CodeField label="Verification code" digits={6} />
    </div>
  </Grid>
);

export const Filled: Story = () => (
  <Grid>
    <Controlled Field={PhoneField} label="Phone Number" initial="404-555-0199" />
    <Controlled Field={ZipField} label="Zip Code" initial="30303-1234" />
    <Controlled Field={TaxIdField} label="Tax ID" initial="12-3456789" />
    <Controlled Field={CardNumberField} label="Card Number" initial="4111111111111111" />
    <Controlled Field={ExpiryField} label="Expiration Date" initial="12/29" />
    <Controlled Field={MoneyField} label="Average purchase" initial="25000" />
  </Grid>
);

export const Errors: Story = () => (
  <Grid>
    <PhoneField
      label="Phone Number"
      defaultValue="404555"
      error="Phone number format should be 123-456-7890"
    />
    <ZipField
      label="Zip Code"
      defaultValue="3030"
      error="Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789)."
    />
    <TaxIdField
      label="Tax ID"
      defaultValue="1234"
      error="Invalid Tax ID. Format should be XX-XXXXXXX"
    />
    <CardNumberField
      label="Card Number"
      defaultValue="378282246310005"
      error="AMEX cards are not accepted."
    />
    <ExpiryField
      label="Expiration Date"
      defaultValue="13"
      error="Expiration Date must be in MM/YY format."
    />
    <MoneyField label="Average purchase" error="Average purchase is required" />
    <CodeField label="Verification code" error="Verification code is required." />
  </Grid>
);

export const Disabled: Story = () => (
  <Grid>
    <PhoneField label="Phone Number" defaultValue="4045550199" disabled />
    <CardNumberField label="Card Number" defaultValue="4111111111111111" disabled />
  </Grid>
);
