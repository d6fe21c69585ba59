import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useAppForm } from '@/lib/form';
import { useLocation } from 'wouter';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  useToast,
} from '@ds';
import { completeNewPassword } from '../api/auth';
import { challengeStore, type Challenge } from '../api/challenge';
import {
  emptyNewPassword,
  newPasswordSchema,
  type NewPasswordValues,
} from '../schemas/new-password';
import { newPasswordFields } from './AccountFields';
import { FormStack } from './layout';

export const SESSION_EXPIRED = 'Session expired. Please login again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';
/** docs/business-rules.md#timings: password-expiry redirect delay. */
export const EXPIRY_REDIRECT_MS = 2000;

export function ChangePasswordDialog({ challenge }: { challenge: Challenge }) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const expired = !challenge.session || !challenge.username;
  const [failure, setFailure] = useState<string | null>(expired ? SESSION_EXPIRED : null);
  const form = useAppForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: emptyNewPassword,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  // Without the challenge session nothing can be completed: say so, then start over at /login.
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => {
      challengeStore.set(null);
      navigate('/login');
    }, EXPIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (expired) return setFailure(SESSION_EXPIRED);
    setFailure(null);
    const result = await completeNewPassword({
      email: challenge.username,
      newPassword,
      session: challenge.session,
    }).catch(() => null);
    if (!result) return setFailure(UNEXPECTED);
    if (!result.ok) return setFailure(result.message);
    toast.show('Password updated successfully!', { variant: 'success' });
    challengeStore.set(null);
    navigate('/my-account');
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) challengeStore.set(null);
      }}
    >
      <DialogContent size={2} dismissible={false}>
        <DialogTitle>Change Your Password</DialogTitle>
        <DialogDescription>
          You signed in with a temporary password. Choose a new password to continue.
        </DialogDescription>
        <FormStack noValidate onSubmit={onSubmit} aria-label="Change your password">
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          {newPasswordFields(form, {
            password: { name: 'newPassword', label: 'New Password' },
            confirm: { name: 'confirmPassword', label: 'Confirm Password' },
          })}
          <DialogActions>
            <Button variant="outline" onClick={() => challengeStore.set(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Update Password
            </Button>
          </DialogActions>
        </FormStack>
      </DialogContent>
    </Dialog>
  );
}
