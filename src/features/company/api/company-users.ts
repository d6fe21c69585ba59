import { mutate } from 'swr';
import { api, toResult, unwrap, useAuthedSWR, type components, type Result } from '@/api';

export type CompanyUser = components['schemas']['CompanyUser'];
type CompanyUserList = components['schemas']['CompanyUserList'];
export type InviteCompanyUser = components['schemas']['InviteCompanyUserRequest'];
export type UpdateCompanyUser = components['schemas']['UpdateCompanyUserRequest'];

const companyUsersKey = '/company/users';

async function fetchCompanyUsers(): Promise<CompanyUserList> {
  return unwrap(await api.GET('/company/users'), 'generic');
}

/** The Company Users tab: every person of the company (the Owner first) and the company rule. */
export function useCompanyUsers() {
  return useAuthedSWR(companyUsersKey, fetchCompanyUsers);
}

/** Writes one person's new state into the list, in place (or last when new). */
function storeUser(user: CompanyUser) {
  return mutate<CompanyUserList>(
    companyUsersKey,
    (list) => {
      if (!list) return list;
      const known = list.users.some((u) => u.id === user.id);
      const users = known
        ? list.users.map((u) => (u.id === user.id ? user : u))
        : [...list.users, user];
      return { ...list, users };
    },
    { revalidate: false },
  );
}

async function saved(answer: Result<CompanyUser>): Promise<Result<CompanyUser>> {
  if (answer.ok) await storeUser(answer.data);
  return answer;
}

export async function inviteCompanyUser(body: InviteCompanyUser): Promise<Result<CompanyUser>> {
  return saved(toResult(await api.POST('/company/users', { body }), 'generic'));
}

export async function updateCompanyUser(
  userId: string,
  body: UpdateCompanyUser,
): Promise<Result<CompanyUser>> {
  return saved(
    toResult(
      await api.PATCH('/company/users/{userId}', { params: { path: { userId } }, body }),
      'generic',
    ),
  );
}

export async function resendInvitation(userId: string): Promise<Result<CompanyUser>> {
  const path = { userId };
  return saved(
    toResult(
      await api.POST('/company/users/{userId}/resend-invitation', { params: { path } }),
      'generic',
    ),
  );
}

export async function disableCompanyUser(userId: string): Promise<Result<CompanyUser>> {
  const path = { userId };
  return saved(
    toResult(await api.POST('/company/users/{userId}/disable', { params: { path } }), 'generic'),
  );
}

export async function enableCompanyUser(userId: string): Promise<Result<CompanyUser>> {
  const path = { userId };
  return saved(
    toResult(await api.POST('/company/users/{userId}/enable', { params: { path } }), 'generic'),
  );
}

export async function withdrawInvitation(userId: string): Promise<Result<void>> {
  const result = toResult(
    await api.DELETE('/company/users/{userId}', { params: { path: { userId } } }),
    'generic',
  );
  if (!result.ok) return result;
  await mutate<CompanyUserList>(
    companyUsersKey,
    (list) => (list ? { ...list, users: list.users.filter((u) => u.id !== userId) } : list),
    { revalidate: false },
  );
  return { ok: true, data: undefined };
}

/** Dollars, or null for no rule; the answer is written into the list. */
export async function updateCompanyRule(
  approvalThreshold: number | null,
): Promise<Result<number | null>> {
  const result = toResult(
    await api.PUT('/company/rule', { body: { approvalThreshold } }),
    'generic',
  );
  if (!result.ok) return result;
  const rule = result.data.approvalThreshold;
  await mutate<CompanyUserList>(
    companyUsersKey,
    (list) => (list ? { ...list, approvalThreshold: rule } : list),
    { revalidate: false },
  );
  return { ok: true, data: rule };
}
