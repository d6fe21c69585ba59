import { lazy, Suspense } from 'react';
import { useChallenge } from '../api/challenge';

// Rendered on every screen but needed rarely: the form, its schema library and the dialog code
// load only when a NEW_PASSWORD_REQUIRED challenge arrives, keeping them out of the entry chunk.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Rendered by the app over every screen; opens while a NEW_PASSWORD_REQUIRED challenge is kept. */
export function NewPasswordDialog() {
  const challenge = useChallenge();
  if (!challenge) return null;
  // A new challenge starts a fresh form.
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog key={challenge.session} challenge={challenge} />
    </Suspense>
  );
}
