import { useChallenge } from '../api/challenge';

// Placeholder host; the sign-in issue brings the 'Change Your Password' form.
export function NewPasswordDialog() {
  useChallenge();
  return null;
}
