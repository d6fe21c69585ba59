export {
  signIn,
  signOut,
  completeNewPassword,
  loadSessionData,
  type SignInOutcome,
  type LoginRequest,
} from './api/auth';
