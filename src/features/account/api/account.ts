import { mutate } from 'swr';
import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';

export type AccountInfo = components['schemas']['AccountInfo'];
export type AccountUpdate = components['schemas']['AccountUpdateRequest'];

export const accountKey = '/accounts/me';

export async function fetchAccount(): Promise<AccountInfo> {
  return unwrap(await api.GET('/accounts/me'), 'generic');
}

/**
 * The sign-in load fills the cache before the (lazy) dealer menu mounts; a cached answer is not
 * asked again on mount, so a sign-in costs one /accounts/me. Edits merge their answer in.
 */
export function useAccount() {
  return useAuthedSWR(accountKey, fetchAccount, { revalidateIfStale: false });
}

/** The answer carries only the updated fields; they are merged into the stored account info. */
export async function updateAccountInfo(
  body: AccountUpdate,
): Promise<Result<AccountInfo | undefined>> {
  const result = toResult(
    await api.PUT('/accounts/update-account-info', { body }),
    'accountUpdate',
  );
  if (!result.ok) return result;
  const merged = await mutate<AccountInfo>(
    accountKey,
    (current) => (current ? { ...current, ...result.data } : current),
    { revalidate: false },
  );
  return { ok: true, data: merged };
}
