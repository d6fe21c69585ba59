export {
  signIn,
  signOut,
  completeNewPassword,
  type SignInOutcome,
  type LoginRequest,
} from './api/auth';
export { challengeStore, useChallenge, type Challenge } from './api/challenge';
export { NewPasswordDialog } from './components/NewPasswordDialog';
// The 50 states as select options; the checkout's billing form uses the same list.
export { stateOptions } from './schemas/signup-options';
