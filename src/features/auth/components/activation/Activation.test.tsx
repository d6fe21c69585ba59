import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ActivateAccountPage from '../../routes/ActivateAccountPage';
import { serve } from '../../../../../tests/unit/fake-api';
import { renderAt } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());

const at = (id = 'pending-1') =>
  renderAt(<ActivateAccountPage />, {
    path: `/activate-account/${id}`,
    route: '/activate-account/:accountId',
  });

const email = {
  'GET /accounts/pending-1/email': () => ({ status: 200, body: { email: 'pending@example.com' } }),
};

// Typing through user-event is slow on a loaded machine.
describe('ActivateAccountPage', { timeout: 20_000 }, () => {
  it('shows the account e-mail and sends nothing for invalid passwords', async () => {
    const fetchMock = serve(email);
    const user = userEvent.setup();
    at();
    expect(await screen.findByText('pending@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2027');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('step 2 requires the code, then activates and goes to /login', async () => {
    const sent: unknown[] = [];
    const fetchMock = serve({
      ...email,
      'POST /accounts/signup/activation/request': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'sent' } };
      },
      'POST /accounts/signup/activation/confirm': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    const { history } = at();
    await screen.findByText('pending@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByText('Verification code is required.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await user.type(screen.getByLabelText(/^Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(
      await screen.findByText('Account activated successfully. Please log in.'),
    ).toBeInTheDocument();
    // The password is not sent with the request, only with the code (one step on the server).
    expect(sent).toEqual([
      { accountId: 'pending-1' },
      { accountId: 'pending-1', code: '123456', password: 'Start#2026' },
    ]);
    expect(history.at(-1)).toBe('/login');
  });

  it('Back from step 2 keeps the chosen password for the next code', async () => {
    serve({
      ...email,
      'POST /accounts/signup/activation/request': () => ({ status: 200, body: { message: 'ok' } }),
    });
    const user = userEvent.setup();
    at();
    await screen.findByText('pending@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue('Start#2026');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('Start#2026');
  });

  it('a limit on code requests says how long to wait instead of the fixed text', async () => {
    serve({
      ...email,
      'POST /accounts/signup/activation/request': () => ({
        status: 429,
        body: { error: 'Too many code requests. Please try again in 45 minutes.' },
      }),
    });
    const user = userEvent.setup();
    at();
    await screen.findByText('pending@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many code requests. Please try again in 45 minutes.',
    );
  });

  it('a failed request or confirmation shows the fixed text and keeps the input', async () => {
    serve({
      ...email,
      'POST /accounts/signup/activation/request': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    at();
    await screen.findByText('pending@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send activation request.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Start#2026');
  });

  it('a code that can no longer be used shows why instead of the fixed text', async () => {
    serve({
      ...email,
      'POST /accounts/signup/activation/request': () => ({ status: 200, body: { message: 'ok' } }),
      'POST /accounts/signup/activation/confirm': () => ({
        status: 410,
        body: { error: 'Too many wrong codes. Please request a new code.' },
      }),
    });
    const user = userEvent.setup();
    at();
    await screen.findByText('pending@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/^Verification Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please request a new code.',
    );
    expect(screen.getByLabelText(/^Verification Code/)).toHaveValue('111111');
  });

  it('an unknown account says so and goes to /login', async () => {
    serve({
      'GET /accounts/nobody/email': () => ({
        status: 404,
        body: { error: 'Account does not exist.' },
      }),
    });
    const { history } = at('nobody');
    expect(await screen.findByText('Account does not exist.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });

  it('any other load failure gives the load text', async () => {
    serve({ 'GET /accounts/broken/email': () => ({ status: 500, body: { error: 'boom' } }) });
    const { history } = at('broken');
    expect(await screen.findByText('Failed to load account information.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });
});
