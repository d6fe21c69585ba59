import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('links label, helper and error text to the input', () => {
    render(
      <TextField
        label="City"
        helperText="Please enter your city"
        error="City is required."
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /City/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('City is required. Please enter your city');
    expect(input).toBeRequired();
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });

  it('enforces maxLength while typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="PO Number" maxLength={20} />);
    const input = screen.getByRole('textbox', { name: 'PO Number' });
    await user.type(input, 'A'.repeat(30));
    expect(input).toHaveValue('A'.repeat(20));
  });

  it('password toggle shows and hides the text and has an accessible name', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="Secret#1" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ city: string }>();
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <TextField label="City" {...register('city')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Atlanta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Atlanta' });
  });
});
