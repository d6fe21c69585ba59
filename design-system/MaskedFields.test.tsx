import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  AmountField,
  CardNumberField,
  CodeField,
  ExpiryField,
  MoneyField,
  PhoneField,
  TaxIdField,
  ZipField,
} from './MaskedFields';
import type { MaskedFieldProps } from './MaskedFields';

function Harness({
  Field,
  onValue,
}: {
  Field: (p: MaskedFieldProps) => React.ReactNode;
  onValue: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Field
      label="Field"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

type Case = [string, (p: MaskedFieldProps) => React.ReactNode, string, string, string, string];
// name, component, typed digits, shown text, stored value, shown after extra letters and digits
const cases: Case[] = [
  ['PhoneField', PhoneField, '4045550199', '404-555-0199', '404-555-0199', '404-555-0199'],
  ['ZipField', ZipField, '303031234', '30303-1234', '30303-1234', '30303-1234'],
  ['TaxIdField', TaxIdField, '123456789', '12-3456789', '12-3456789', '12-3456789'],
  [
    'CardNumberField',
    CardNumberField,
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111111111111111',
    '4111 1111 1111 1111',
  ],
  ['ExpiryField', ExpiryField, '1229', '12/29', '12/29', '12/29'],
  ['MoneyField', MoneyField, '1234567', '$1,234,567', '1234567', '$12,345,679'],
];

describe.each(cases)('%s', (_name, Field, typed, shown, stored, full) => {
  it(`typing ${typed} shows ${shown} and reports ${stored}`, async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness Field={Field} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(onValue).toHaveBeenLastCalledWith(stored);
  });

  it('ignores letters and stops at its digit limit', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness Field={Field} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    await user.type(input, `ab${typed}99999999x`);
    expect(input).toHaveValue(full);
  });
});

describe('masked fields', () => {
  it('phone formats pasted text with brackets and spaces', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness Field={PhoneField} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    await user.click(input);
    await user.paste('(404) 555-0199');
    expect(input).toHaveValue('404-555-0199');
  });

  it('money keeps at most 8 digits', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness Field={MoneyField} onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: 'Field' }), '1234567890');
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('$12,345,678');
    expect(onValue).toHaveBeenLastCalledWith('12345678');
  });

  it('amount takes dollars and cents, typed straight through the point', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness Field={AmountField} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    await user.type(input, '2000.505x');
    expect(input).toHaveValue('$2,000.50');
    expect(onValue).toHaveBeenLastCalledWith('2000.50');
    await user.clear(input);
    await user.type(input, '.5');
    expect(input).toHaveValue('$.5');
    expect(onValue).toHaveBeenLastCalledWith('.5');
  });

  it('code field keeps digits up to its length', async () => {
    const user = userEvent.setup();
    render(<CodeField label="Verification code" digits={4} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(input, '12a345');
    expect(input).toHaveValue('1234');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps the caret next to the edited digit when typing in the middle', async () => {
    const user = userEvent.setup();
    render(<PhoneField label="Phone" defaultValue="404-555-0199" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    input.focus();
    // Put the caret after "404" and type a digit: it is inserted there, not at the end.
    input.setSelectionRange(3, 3);
    await user.keyboard('7');
    expect(input).toHaveValue('404-755-5019');
    expect(input.selectionStart).toBe(5);
  });

  it('works with react-hook-form Controller (value/onChange/onBlur/name/ref)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit, formState } = useForm<{ card: string; phone: string }>({
        defaultValues: { card: '', phone: '' },
        mode: 'onBlur',
      });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <Controller
            name="card"
            control={control}
            rules={{ validate: (v) => v.length === 16 || 'Card Number must be exactly 16 digits.' }}
            render={({ field, fieldState }) => (
              <CardNumberField label="Card Number" error={fieldState.error?.message} {...field} />
            )}
          />
          <Controller
            name="phone"
            control={control}
            render={({ field }) => <PhoneField label="Phone" {...field} />}
          />
          <span>{formState.touchedFields.card ? 'touched' : 'untouched'}</span>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const card = screen.getByRole('textbox', { name: 'Card Number' });
    await user.type(card, '4111 1111');
    await user.tab();
    expect(screen.getByText('touched')).toBeInTheDocument();
    expect(await screen.findByText('Card Number must be exactly 16 digits.')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-invalid', 'true');

    await user.type(card, '11111111');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4045550199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ card: '4111111111111111', phone: '404-555-0199' });
  });
});
