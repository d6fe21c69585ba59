import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { TextField } from '@ds';
import { useAppForm } from '@/lib/form';
import { companyNameField, nameFields } from './ContactFields';

const schema = z.object({
  firstName: z.string().check(z.minLength(1, 'First name is required.')),
  lastName: z.string().check(z.minLength(1, 'Last name is required.')),
  companyName: z.string().check(z.minLength(1, 'Company Name is required.')),
  city: z.string().check(z.minLength(1, 'City is required.')),
});
type Values = z.infer<typeof schema>;

/** The shared fields between the form's own: screen order is name, company, then city. */
function Form() {
  const form = useAppForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', companyName: '', city: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      {nameFields(form)}
      {companyNameField(form)}
      <TextField label="City" {...form.register('city')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('contact fields', () => {
  it('keep the labels, autocomplete and limits of the three forms that show them', () => {
    render(<Form />);
    const first = screen.getByLabelText(/^First Name/);
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(first).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText(/^Last Name/)).toHaveAttribute('autocomplete', 'family-name');
    const company = screen.getByLabelText(/^Company Name/);
    expect(company).toHaveAttribute('autocomplete', 'organization');
    expect(company).toHaveAttribute('maxlength', '50');
    for (const field of [first, company]) expect(field).toBeRequired();
  });

  it("a refused submit shows each form's message and focuses the first field on screen", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Company Name is required.')).toBeInTheDocument();
    // Registered in the caller's render, before City: react-hook-form focuses in that order.
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
  });
});
