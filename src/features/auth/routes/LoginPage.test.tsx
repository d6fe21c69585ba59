import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { writeCookie } from '@/lib/cookies';
import { serve } from '../../../../tests/unit/fake-api';
import { renderAt } from '../test-support';
import LoginPage from './LoginPage';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

// Typing through user-event is slow on a loaded machine.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows the login screen with its links and banner', () => {
    renderAt(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Your Password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    expect(screen.getByRole('button', { name: 'Become a New Dealer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Become a Dealer Today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('says why when the API ended the session (a disabled account), once', () => {
    const text = 'Your account has been disabled. Please contact your company owner.';
    session.refuse(text);
    const first = renderAt(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    first.unmount();
    renderAt(<LoginPage />, { path: '/login' });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('sends a signed-in dealer to /my-account', () => {
    writeCookie('accessToken', 'token-1', 'localhost');
    session.reload();
    const { history } = renderAt(<LoginPage />, { path: '/login?next=/cart' });
    expect(history.at(-1)).toBe('/my-account');
  });

  it('after signing in goes on to the page the guard interrupted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({
      'POST /accounts/login': () => ({
        status: 200,
        body: {
          challengeName: null,
          session: null,
          username: 'dealer@example.com',
          accessToken: 'a-1',
          refreshToken: 'r-1',
        },
      }),
    });
    const user = userEvent.setup();
    const { history } = renderAt(<LoginPage />, { path: '/login?next=%2Fcart' });
    await user.type(screen.getByLabelText(/^Email/), 'dealer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Dealer#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(history.at(-1)).toBe('/cart'));
    expect(session.get().isAuthenticated).toBe(true);
  });
});
