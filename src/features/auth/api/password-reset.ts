import { api, serverErrorText, session, toResult, type Result } from '@/api';

// The public password reset puts the e-mail in the body; the in-account password form sends none
// (its Bearer token names the account) and confirms with code and password only
// (docs/business-rules.md#errors).

export async function requestPasswordReset(email?: string): Promise<Result<unknown>> {
  return toResult(
    await api.POST('/accounts/password-reset/request', { body: email ? { email } : {} }),
    'passwordReset',
  );
}

const RESET_CODE_FAILED = 'Password reset failed. Please check your code and try again.';

/**
 * A wrong code gets the server's text when it sends one, else the fixed code-check text. The
 * change ends every session of the account; the in-account form gets a new one for this tab
 * (docs/business-rules.md#session).
 */
export async function confirmPasswordReset(body: {
  email?: string;
  code: string;
  newPassword: string;
}): Promise<Result<unknown>> {
  const result = toResult(
    await api.POST('/accounts/password-reset/confirm', { body }),
    'passwordReset',
  );
  if (result.ok) {
    // A stubbed or older server may answer no body at all.
    const accessToken = result.data?.accessToken;
    if (accessToken) session.setTokens({ accessToken, refreshToken: result.data.refreshToken });
    return result;
  }
  return { ...result, message: serverErrorText(result.body) ?? RESET_CODE_FAILED };
}
