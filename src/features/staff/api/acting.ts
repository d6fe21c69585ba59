import { api, session, toResult, type Result } from '@/api';

// Staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer). Both calls answer a
// whole new session; the one before is wiped from the browser as at sign-out, so no data of one
// account survives into the other.

export async function startActing(accountId: string): Promise<Result<void>> {
  const result = toResult(await api.POST('/staff/acting', { body: { accountId } }), 'acting');
  if (!result.ok) return result;
  session.replace(result.data);
  // The dealer's account, cart, quotes, cards and addresses load as at a dealer's sign-in.
  void session.signedIn();
  return { ok: true, data: undefined };
}

export async function stopActing(): Promise<Result<void>> {
  const result = toResult(await api.POST('/staff/acting/stop'), 'acting');
  if (!result.ok) return result;
  session.replace(result.data);
  return { ok: true, data: undefined };
}
