import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ActivateAccountPage from '../../routes/ActivateAccountPage';
import { serve, type FakeRoute } from '../../../../../tests/unit/fake-api';
import { fillAndSubmit, renderAt } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());

const at = (id = 'pending-1') =>
  renderAt(<ActivateAccountPage />, {
    path: `/activate-account/${id}`,
    route: '/activate-account/:accountId',
  });

const email = {
  'GET /accounts/pending-1/email': () => ({ status: 200, body: { email: 'pending@example.com' } }),
};
const REQUEST = 'POST /accounts/signup/activation/request';
const CONFIRM = 'POST /accounts/signup/activation/confirm';
const answer = (status: number, body: object) => () => ({ status, body });

/** pending-1's page with its e-mail shown, the other calls answered by `routes`. */
async function openPending(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = serve({ ...email, ...routes });
  const user = userEvent.setup();
  const { history } = at();
  await screen.findByText('pending@example.com');
  return { fetchMock, user, history };
}

/** Step 1: the password, its confirmation (the same unless given), then Next. */
const choosePassword = (user: UserEvent, confirm = 'Start#2026') =>
  fillAndSubmit(
    user,
    [
      [/^Password/, 'Start#2026'],
      [/^Confirm Password/, confirm],
    ],
    'Next',
  );

// Typing through user-event is slow on a loaded machine.
describe('ActivateAccountPage', { timeout: 20_000 }, () => {
  it('shows the account e-mail and sends nothing for invalid passwords', async () => {
    const { fetchMock, user } = await openPending();
    await choosePassword(user, 'Start#2027');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('step 2 requires the code, then activates and goes to /login', async () => {
    const sent: unknown[] = [];
    const { fetchMock, user, history } = await openPending({
      [REQUEST]: (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'sent' } };
      },
      [CONFIRM]: (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'ok' } };
      },
    });
    await choosePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByText('Verification code is required.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fillAndSubmit(user, [[/^Verification Code/, '123456']], 'Activate Account');
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
    const { user } = await openPending({ [REQUEST]: answer(200, { message: 'ok' }) });
    await choosePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue('Start#2026');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('Start#2026');
  });

  it('a limit on code requests says how long to wait instead of the fixed text', async () => {
    const { user } = await openPending({
      [REQUEST]: answer(429, { error: 'Too many code requests. Please try again in 45 minutes.' }),
    });
    await choosePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many code requests. Please try again in 45 minutes.',
    );
  });

  it('a failed request or confirmation shows the fixed text and keeps the input', async () => {
    const { user } = await openPending({ [REQUEST]: answer(500, {}) });
    await choosePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send activation request.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Start#2026');
  });

  it('a code that can no longer be used shows why instead of the fixed text', async () => {
    const { user } = await openPending({
      [REQUEST]: answer(200, { message: 'ok' }),
      [CONFIRM]: answer(410, { error: 'Too many wrong codes. Please request a new code.' }),
    });
    await choosePassword(user);
    await fillAndSubmit(user, [[/^Verification Code/, '111111']], 'Activate Account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please request a new code.',
    );
    expect(screen.getByLabelText(/^Verification Code/)).toHaveValue('111111');
  });

  it('an unknown account says so and goes to /login', async () => {
    serve({ 'GET /accounts/nobody/email': answer(404, { error: 'Account does not exist.' }) });
    const { history } = at('nobody');
    expect(await screen.findByText('Account does not exist.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });

  it("an expired invitation says so in the API's words and goes to /login", async () => {
    const expired = 'This invitation has expired. Please ask your company owner to send it again.';
    serve({ 'GET /accounts/late/email': answer(404, { error: expired }) });
    const { history } = at('late');
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });

  it('any other load failure gives the load text', async () => {
    serve({ 'GET /accounts/broken/email': answer(500, { error: 'boom' }) });
    const { history } = at('broken');
    expect(await screen.findByText('Failed to load account information.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
  });
});
