import useSWR from 'swr';
import { api, ApiError, errorText, serverErrorText, toResult, type Result } from '@/api';

const ACCOUNT_MISSING = 'Account does not exist.';

const accountEmailKey = (accountId: string) => `/accounts/${accountId}/email`;

/** 404 means the link points at no account; anything else is a load failure (docs/business-rules.md#errors). */
async function fetchAccountEmail(accountId: string): Promise<string> {
  const answer = await api.GET('/accounts/{accountId}/email', {
    params: { path: { accountId } },
  });
  const status = answer.response.status;
  if (answer.response.ok && answer.data) return answer.data.email;
  const message = status === 404 ? ACCOUNT_MISSING : errorText('activationLoad', answer.error);
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
  return toResult(
    await api.POST('/accounts/signup/activation/request', { body }),
    'activationRequest',
  );
}

const CODE_GONE = 'This verification code is no longer valid. Please request a new code.';

/**
 * Failures keep the fixed activation text, except a code that can no longer be used (410): then
 * the dealer must ask for a new one, and the server's text says why (docs/business-rules.md#accounts).
 */
export async function confirmActivation(body: {
  accountId: string;
  code: string;
  password: string;
}): Promise<Result<unknown>> {
  const result = toResult(
    await api.POST('/accounts/signup/activation/confirm', { body }),
    'activationConfirm',
  );
  if (result.ok || result.status !== 410) return result;
  return { ...result, message: serverErrorText(result.body) ?? CODE_GONE };
}
