import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../../../tests/unit/fake-api';
import { renderAt } from '../../test-support';
import { SignupForm } from './SignupForm';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function fillStep1(user: User) {
  await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
  await user.type(screen.getByLabelText(/^First Name/), 'Sam');
  await user.type(screen.getByLabelText(/^Last Name/), 'Carver');
  await user.type(screen.getByLabelText(/^Phone Number/), '4045550199');
  await user.type(screen.getByLabelText(/^Company Name/), 'Carver Kitchens');
  await user.type(screen.getByLabelText(/^Tax ID/), '123456789');
  await user.type(screen.getByLabelText(/^Address Line 1/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Atlanta');
  await user.selectOptions(screen.getByLabelText(/^State/), 'GA');
  await user.type(screen.getByLabelText(/^Zip Code/), '30318');
}

async function fillStep2(user: User) {
  // The second step's code loads lazily: a loaded machine can take over a second.
  const supplier = await screen.findByLabelText(/^Current Supplier/, {}, { timeout: 5000 });
  await user.type(supplier, 'Acme');
  await user.type(screen.getByLabelText(/^Average Purchase/), '25000');
  await user.click(screen.getByLabelText('Design Services'));
  await user.click(screen.getByLabelText('Online ordering (dealers only)'));
  await user.selectOptions(screen.getByLabelText(/^How did you hear/), 'Trade show');
  await user.selectOptions(screen.getByLabelText(/^Business Type/), 'Remodeler');
}

// Typing through user-event is slow on a loaded machine.
describe('SignupForm', { timeout: 20_000 }, () => {
  it('stays on step 1 and sends nothing while step 1 is invalid', async () => {
    const fetchMock = serve();
    const user = userEvent.setup({ delay: null });
    renderAt(<SignupForm />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Invalid phone number',
      'Company Name is required',
      'Invalid Tax ID. Format should be XX-XXXXXXX',
      'Address Line 1 is required',
      'City is required',
      'State is required',
      'Zip Code must be in 5-digit or ZIP+4 format (e.g., 12345 or 12345-6789).',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats phone and tax id as typed', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderAt(<SignupForm />);
    await user.type(screen.getByLabelText(/^Phone Number/), '4045550199');
    await user.type(screen.getByLabelText(/^Tax ID/), '123456789');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('404-555-0199');
    expect(screen.getByLabelText(/^Tax ID/)).toHaveValue('12-3456789');
  });

  it('validates step 2 on submit, then sends the whole application', async () => {
    const sent: unknown[] = [];
    const fetchMock = serve({
      'POST /accounts/signup': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'ok' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { history } = renderAt(<SignupForm />, { path: '/signup' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Step 2 of 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Current supplier is required')).toBeInTheDocument();
    expect(screen.getByText('Average purchase is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one service.')).toBeInTheDocument();
    expect(screen.getByText('Please select a source.')).toBeInTheDocument();
    expect(screen.getByText('Business type is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await fillStep2(user);
    expect(screen.getByLabelText(/^Average Purchase/)).toHaveValue('$25,000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Submitted' });
    expect(dialog).toHaveTextContent(
      'Your registration has been submitted. Please wait for an administrator to approve your account.',
    );
    expect(sent).toEqual([
      {
        email: 'new@example.com',
        firstName: 'Sam',
        lastName: 'Carver',
        phoneNumber: '404-555-0199',
        companyName: 'Carver Kitchens',
        taxId: '12-3456789',
        addressLine1: '1 Main St',
        city: 'Atlanta',
        state: 'GA',
        zipCode: '30318',
        currentSupplier: 'Acme',
        averagePurchase: '25000',
        services: ['Design Services', 'Online ordering (dealers only)'],
        source: 'Trade show',
        businessType: 'Remodeler',
      },
    ]);
    // Radix turns the page's pointer events off with the modal and the dialog's back on in an
    // effect; on a busy machine the click could land between the two (user-event refuses it).
    await vi.waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(history.at(-1)).toBe('/');
  });

  it('Back keeps step 1 input; Clear empties everything and returns to step 1', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderAt(<SignupForm />);
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/^Current Supplier/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('new@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^Current Supplier/)).toHaveValue('Acme');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('');
  });

  it('on 409 shows the message and goes to /login', async () => {
    serve({
      'POST /accounts/signup': () => ({
        status: 409,
        body: { error: 'An account with this email already exists. Please log in.' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const { history } = renderAt(<SignupForm />, { path: '/signup' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('An account with this email already exists. Please log in.'),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });

  it('on another failure shows the fallback text and keeps the input', async () => {
    serve({ 'POST /accounts/signup': () => ({ status: 500, body: {} }) });
    const user = userEvent.setup({ delay: null });
    renderAt(<SignupForm />, { path: '/signup' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The second step and its checks load lazily: a loaded machine can take over a second.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Sign up failed. Please try again.',
    );
    expect(screen.getByLabelText(/^Current Supplier/)).toHaveValue('Acme');
  });
});
