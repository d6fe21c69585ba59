import useSWR from 'swr';
import { api, ApiError, errorText, serverErrorText, toResult, type Result } from '@/api';

const ACCOUNT_MISSING = 'Account does not exist.';

const accountEmailKey = (accountId: string) => `/accounts/${accountId}/email`;

/**
 * 404 means the link points at no account, or at an invitation that expired, which the API's words
 * tell apart; anything else is a load failure (docs/business-rules.md#errors).
 */
async function fetchAccountEmail(accountId: string): Promise<string> {
  const answer = await api.GET('/accounts/{accountId}/email', {
    params: { path: { accountId } },
  });
  const status = answer.response.status;
  if (answer.response.ok && answer.data) return answer.data.email;
  const message =
    status === 404
      ? (serverErrorText(answer.error) ?? ACCOUNT_MISSING)
      : errorText('activationLoad', answer.error);
  throw new ApiError(message, status, answer.error);
}

export function useAccountEmail(accountId: string) {
  return useSWR<string, ApiError>(
    accountId ? accountEmailKey(accountId) : null,
    () => fetchAccountEmail(accountId),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Step 1 only has the code e-mailed; the password goes with the code (docs/business-rules.md#accounts). */
export async function requestActivation(body: { accountId: string }): Promise<Result<unknown>> {
  return withActionableText(
    toResult(await api.POST('/accounts/signup/activation/request', { body }), 'activationRequest'),
  );
}

const CODE_GONE = 'This verification code is no longer valid. Please request a new code.';
const TOO_MANY = 'Too many attempts. Please try again later.';

/**
 * Activation failures keep their fixed texts, except where the dealer must act: a code that can no
 * longer be used (410: ask for a new one) and a limit (429: wait). The server's text says what
 * happened and how long to wait (docs/business-rules.md#accounts, #limits).
 */
function withActionableText<T>(result: Result<T>): Result<T> {
  if (result.ok || (result.status !== 410 && result.status !== 429)) return result;
  const fallback = result.status === 410 ? CODE_GONE : TOO_MANY;
  return { ...result, message: serverErrorText(result.body) ?? fallback };
}

export async function confirmActivation(body: {
  accountId: string;
  code: string;
  password: string;
}): Promise<Result<unknown>> {
  return withActionableText(
    toResult(await api.POST('/accounts/signup/activation/confirm', { body }), 'activationConfirm'),
  );
}
