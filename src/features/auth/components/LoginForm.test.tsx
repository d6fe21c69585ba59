import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { challengeStore } from '../api/challenge';
import { serve } from '../../../../tests/unit/fake-api';
import { renderAt } from '../test-support';
import { LoginForm } from './LoginForm';

afterEach(() => {
  challengeStore.set(null);
  session.clear();
  vi.unstubAllGlobals();
});

const setup = () => {
  const onSigningIn = vi.fn();
  const view = renderAt(<LoginForm onSigningIn={onSigningIn} />, { path: '/login' });
  return { ...view, onSigningIn, user: userEvent.setup() };
};

// Typing through user-event is slow on a loaded machine.
describe('LoginForm', { timeout: 20_000 }, () => {
  it('sends nothing and shows the required-field messages when the form is blank', async () => {
    const fetchMock = serve();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail without calling the server', async () => {
    const fetchMock = serve();
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server text on a failed sign-in and keeps what was typed', async () => {
    serve({
      'POST /accounts/login': () => ({
        status: 400,
        body: { error: 'Incorrect username or password.' },
      }),
    });
    const { user, onSigningIn } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dealer@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    expect(onSigningIn).toHaveBeenLastCalledWith(false);
  });

  it('falls back to the generic text when the server gives none', async () => {
    serve({ 'POST /accounts/login': () => ({ status: 500, body: {} }) });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Dealer#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('keeps the challenge for the dialog when a new password is required', async () => {
    serve({
      'POST /accounts/login': () => ({
        status: 200,
        body: {
          challengeName: 'NEW_PASSWORD_REQUIRED',
          session: 'challenge-1',
          username: 'newdealer@example.com',
          accessToken: null,
          refreshToken: null,
        },
      }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'newdealer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Welcome#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(challengeStore.get()).toEqual({
        session: 'challenge-1',
        username: 'newdealer@example.com',
      }),
    );
    expect(session.get().isAuthenticated).toBe(false);
  });
});
