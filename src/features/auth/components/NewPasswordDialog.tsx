import { useChallenge } from '../api/challenge';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Rendered by the app over every screen; opens while a NEW_PASSWORD_REQUIRED challenge is kept. */
export function NewPasswordDialog() {
  const challenge = useChallenge();
  if (!challenge) return null;
  // A new challenge starts a fresh form.
  return <ChangePasswordDialog key={challenge.session} challenge={challenge} />;
}
