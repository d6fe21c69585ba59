import { api, errorText, session, type components, type Result } from '@/api';
import { cookieProblem } from '@/lib/cookies';
import { challengeStore } from './challenge';

export type LoginRequest = components['schemas']['LoginRequest'];

export type SignInOutcome =
  { kind: 'signedIn' } | { kind: 'newPasswordRequired'; session: string; username: string };

/** Why signing in cannot work in this browser: the session would be lost at once. */
const NO_SESSION = {
  insecure:
    'Signing in needs a secure connection. Please open this site with https:// and try again.',
  blocked: 'Signing in needs cookies. Please allow cookies for this site and try again.',
};

export async function signIn(body: LoginRequest): Promise<Result<SignInOutcome>> {
  // The session lives in cookies (docs/business-rules.md#session); where they cannot be kept, a
  // sign-in would seem to do nothing, so nothing is sent and the form says why.
  const problem = cookieProblem();
  if (problem) return { ok: false, message: NO_SESSION[problem], status: 0, body: null };
  const answer = await api.POST('/accounts/login', { body });
  const data = answer.data;
  if (!answer.response.ok || !data) {
    return {
      ok: false,
      message: errorText('signIn', answer.error),
      status: answer.response.status,
      body: answer.error,
    };
  }
  if (data.challengeName === 'NEW_PASSWORD_REQUIRED') {
    // Not signed in yet: the dialog needs the challenge session and the username.
    return {
      ok: true,
      data: {
        kind: 'newPasswordRequired',
        session: data.session ?? '',
        username: data.username ?? '',
      },
    };
  }
  if (!data.accessToken) {
    return {
      ok: false,
      message: errorText('signIn', data),
      status: answer.response.status,
      body: data,
    };
  }
  session.setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken ?? null });
  // Staff have no cart, quotes, cards or addresses of their own: the dealer's load once they act
  // as one (docs/business-rules.md#staff-acting-as-a-dealer).
  if (data.role === 'staff') session.setStaff(data.username ?? body.email);
  else void session.signedIn();
  return { ok: true, data: { kind: 'signedIn' } };
}

export async function completeNewPassword(
  body: components['schemas']['CompleteNewPasswordRequest'],
): Promise<Result<void>> {
  const answer = await api.POST('/accounts/complete-new-password', { body });
  if (answer.response.status !== 200 || !answer.data) {
    return {
      ok: false,
      message: errorText('newPassword', answer.error),
      status: answer.response.status,
      body: answer.error,
    };
  }
  session.setTokens(answer.data);
  await session.signedIn();
  return { ok: true, data: undefined };
}

/**
 * Cookies, storage, the whole cache and any pending temporary-password challenge go; the caller
 * then navigates to /login. The API is asked to revoke the refresh token so a copy of it stops
 * working; the local sign-out does not wait for that call and happens even when it fails.
 */
export function signOut(): Promise<void> {
  const refreshToken = session.refreshToken();
  challengeStore.set(null);
  session.clear();
  if (!refreshToken) return Promise.resolve();
  return api
    .POST('/accounts/logout', { body: { refreshToken } })
    .then((answer) => {
      if (!answer.response.ok) console.warn('Failed to revoke the session.', answer.error);
    })
    .catch((error: unknown) => console.warn('Failed to revoke the session.', error));
}
