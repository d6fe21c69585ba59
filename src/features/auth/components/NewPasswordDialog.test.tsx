import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { signOut } from '../api/auth';
import { challengeStore } from '../api/challenge';
import { serve } from '../../../../tests/unit/fake-api';
import { fillAndSubmit, renderAt } from '../test-support';
import { NewPasswordDialog } from './NewPasswordDialog';

afterEach(() => {
  challengeStore.set(null);
  session.clear();
  vi.unstubAllGlobals();
});

/** The dialog's code is a lazy chunk, so opening waits for it to arrive. */
const open = async (challenge = { session: 'challenge-1', username: 'newdealer@example.com' }) => {
  const view = renderAt(<NewPasswordDialog />, { path: '/login' });
  act(() => challengeStore.set(challenge));
  await screen.findByRole('dialog', { name: 'Change Your Password' });
  return view;
};

/** The new password and its confirmation (the same unless given), then Update Password. */
const update = (user: UserEvent, password = 'Fresh#2026', confirm = password) =>
  fillAndSubmit(
    user,
    [
      [/^New Password/, password],
      [/^Confirm Password/, confirm],
    ],
    'Update Password',
  );

// Typing through user-event is slow on a loaded machine.
describe('NewPasswordDialog', { timeout: 20_000 }, () => {
  it('stays closed without a challenge', () => {
    renderAt(<NewPasswordDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing and shows the required-field messages when the fields are blank', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await open();
    expect(screen.getByRole('dialog', { name: 'Change Your Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the strength and match messages before sending', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await open();
    await update(user, 'abcdefg1!', 'abcdefg1?');
    expect(
      await screen.findByText('Password must include at least one uppercase letter.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('completes the challenge, stores the tokens and goes to /my-account', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: unknown[] = [];
    serve({
      'POST /accounts/complete-new-password': (body) => {
        sent.push(body);
        return { status: 200, body: { accessToken: 'a-1', refreshToken: 'r-1' } };
      },
    });
    const user = userEvent.setup();
    const { history } = await open();
    await update(user);
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'newdealer@example.com', newPassword: 'Fresh#2026', session: 'challenge-1' },
    ]);
    expect(session.get().isAuthenticated).toBe(true);
    expect(challengeStore.get()).toBeNull();
    expect(history.at(-1)).toBe('/my-account');
  });

  it('shows the server text on failure and keeps the typed passwords', async () => {
    serve({
      'POST /accounts/complete-new-password': () => ({
        status: 400,
        body: { error: 'Invalid session for the user, session is expired.' },
      }),
    });
    const user = userEvent.setup();
    await open();
    await update(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid session for the user, session is expired.',
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('Fresh#2026');
  });

  it('falls back to the fixed text when the server gives none', async () => {
    serve({ 'POST /accounts/complete-new-password': () => ({ status: 500, body: {} }) });
    const user = userEvent.setup();
    await open();
    await update(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please try again.',
    );
  });

  it('says the session expired, then closes after 2 seconds and goes to /login', async () => {
    const fetchMock = serve();
    // Load the lazy chunk with real timers first; once loaded, the dialog renders synchronously,
    // so its 2 s redirect timer is one the fake clock owns.
    (await open()).unmount();
    act(() => challengeStore.set(null));
    vi.useFakeTimers();
    try {
      const { history } = renderAt(<NewPasswordDialog />, { path: '/login' });
      act(() => challengeStore.set({ session: '', username: 'newdealer@example.com' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(history.at(-1)).toBe('/login');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes when the user signs out', async () => {
    await open();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      void signOut();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(challengeStore.get()).toBeNull();
  });
});
