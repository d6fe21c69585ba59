export { api, createApiClient, type ApiClient } from './client';
export { ApiProvider } from './provider';
export {
  session,
  useSession,
  isDealerSession,
  isStaffOnly,
  SESSION_COOKIES,
  STAFF_KEY,
  type Session,
  type StaffSessionValues,
} from './session';
export {
  errorText,
  serverErrorText,
  GENERIC_ERROR,
  NETWORK_ERROR,
  type ErrorFamily,
} from './errors';
export { toResult, unwrap, ApiError, type Result } from './result';
export type { components, paths } from './schema.gen';
export {
  clearApiCache,
  cachedData,
  cachedKeys,
  keepOnSignOut,
  loadIntoCache,
  preloadData,
} from './cache';
export { useAuthedSWR, withFields, FRESH_ACROSS_TABS } from './swr';
