import { api, serverErrorText, toResult, type Result } from '@/api';

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

/** A wrong code gets the server's text when it sends one, else the spec's code-check text. */
export async function confirmPasswordReset(body: {
  email?: string;
  code: string;
  newPassword: string;
}): Promise<Result<unknown>> {
  const result = toResult(
    await api.POST('/accounts/password-reset/confirm', { body }),
    'passwordReset',
  );
  if (result.ok) return result;
  return { ...result, message: serverErrorText(result.body) ?? RESET_CODE_FAILED };
}
