import { api, toResult, type components, type Result } from '@/api';

export type SignupRequest = components['schemas']['SignupRequest'];

/** 200 submitted (pending approval), 409 account exists; the caller tells them apart by status. */
export async function submitSignup(body: SignupRequest): Promise<Result<unknown>> {
  return toResult(await api.POST('/accounts/signup', { body }), 'signup');
}
