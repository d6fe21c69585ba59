export {
  signIn,
  signOut,
  completeNewPassword,
  type SignInOutcome,
  type LoginRequest,
} from './api/auth';
export { challengeStore, useChallenge, type Challenge } from './api/challenge';
export { NewPasswordDialog } from './components/NewPasswordDialog';
export { AccountPasswordForm } from './components/account-password/AccountPasswordForm';
