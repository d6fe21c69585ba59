import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../../../tests/unit/fake-api';
import { renderAt } from '../../test-support';
import { PasswordResetFlow } from './PasswordResetFlow';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ok = () => ({ status: 200, body: { message: 'ok' } });

// Typing through user-event is slow on a loaded machine.
describe('PasswordResetFlow', { timeout: 20_000 }, () => {
  it('sends nothing for a blank e-mail and asks for it', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />, { path: '/password-reset' });
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates on blur', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />);
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
  });

  it('step 2 sends nothing while the code or passwords are invalid', async () => {
    const fetchMock = serve({ 'POST /accounts/password-reset/request': ok });
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />);
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Verification code sent to your email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Verification code is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'Reset#2026');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Reset#2027');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a wrong code shows the fallback text, keeps the input and frees the resend button', async () => {
    serve({
      'POST /accounts/password-reset/request': ok,
      'POST /accounts/password-reset/confirm': () => ({ status: 400, body: {} }),
    });
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />);
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/^Verification Code/), '999999');
    await user.type(screen.getByLabelText(/^New Password/), 'Reset#2026');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Reset#2026');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset failed. Please check your code and try again.',
    );
    expect(screen.getByLabelText(/^Verification Code/)).toHaveValue('999999');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('success resets the password with the e-mail the code went to and goes to /login', async () => {
    const sent: unknown[] = [];
    serve({
      'POST /accounts/password-reset/request': ok,
      'POST /accounts/password-reset/confirm': (body) => {
        sent.push(body);
        return ok();
      },
    });
    const user = userEvent.setup();
    const { history } = renderAt(<PasswordResetFlow />, { path: '/password-reset' });
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/^Verification Code/), '123456');
    await user.type(screen.getByLabelText(/^New Password/), 'Reset#2026');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Reset#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    // Toasts queue one at a time: this one follows 'Verification code sent to your email.'
    expect(
      await screen.findByText('Password reset successfully', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'dealer@example.com', code: '123456', newPassword: 'Reset#2026' },
    ]);
    expect(history.at(-1)).toBe('/login');
  });

  it('counts down 30 seconds before a resend; Back keeps the e-mail', async () => {
    // The countdown reads Date and ticks with setInterval: both stand still until the test moves
    // them, however slow the machine. setTimeout stays real for user-event and findBy.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    serve({ 'POST /accounts/password-reset/request': ok });
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />);
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('30 seconds left before you can resend')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('20 seconds left before you can resend')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dealer@example.com');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText(/seconds left before you can resend/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Enter Code' }));
    expect(screen.getByLabelText(/^Verification Code/)).toBeInTheDocument();
  });

  it('a failed send shows the server text and does not start the wait', async () => {
    serve({
      'POST /accounts/password-reset/request': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    renderAt(<PasswordResetFlow />);
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset failed. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dealer@example.com');
  });
});
