import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Alert, Button, Flex, Heading, LoadingOverlay, useToast } from '@ds';
import { GENERIC_ERROR } from '@/api';
import { useAppForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { confirmPasswordReset, requestPasswordReset } from '../../api/password-reset';
import { useResendTimer } from '../../hooks/useResendTimer';
import { resetConfirmSchema } from '../../schemas/password-reset';
import { emptyResetConfirm } from '../../schemas/password-reset-values';
import { newPasswordFields } from '../AccountFields';
import { ResendButton } from '../ResendButton';
import { FormField } from '@/components/FormField';
import { VerificationCodeField } from '../VerificationCodeField';

const SEND_LABELS = { send: 'Send', resend: 'Resend' };

/**
 * The Edit Password form of the profile editor (docs/business-rules.md#screens): the code goes to the
 * signed-in account (no e-mail is sent), then code and new password confirm the change; success
 * closes the form instead of leaving for /login.
 */
export function AccountPasswordForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const timer = useResendTimer();
  const saving = useSingleFlight();
  const sending = useSingleFlight();
  const [sentOnce, setSentOnce] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: emptyResetConfirm,
    mode: 'onBlur',
  });

  const send = () =>
    sending.run(async () => {
      setFailure(null);
      const result = await requestPasswordReset().catch(() => null);
      if (!result?.ok) {
        setFailure(result ? result.message : GENERIC_ERROR);
        return;
      }
      setSentOnce(true);
      timer.start();
      toast.show('Password reset verification code request sent', { variant: 'success' });
    });

  const onSubmit = form.handleSubmit(({ code, newPassword }) =>
    saving.run(async () => {
      setFailure(null);
      const result = await confirmPasswordReset({ code, newPassword }).catch(() => null);
      if (!result?.ok) {
        setFailure(result ? result.message : GENERIC_ERROR);
        return;
      }
      toast.show('Password reset successfully', { variant: 'success' });
      onClose();
    }),
  );

  return (
    <Flex
      as="form"
      direction="column"
      gap="4"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="edit-password-title"
      // As wide as the Change Password dialog, whose fields these are.
      css={{ maxWidth: '$dialog' }}
    >
      <LoadingOverlay active={saving.busy} label="Saving password…" />
      <Heading as="h2" size={2} id="edit-password-title">
        Edit Password
      </Heading>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <FormField
        control={form.control}
        name="code"
        render={(f) => <VerificationCodeField {...f} />}
      />
      <ResendButton
        variant="outline"
        labels={SEND_LABELS}
        sentOnce={sentOnce}
        secondsLeft={timer.secondsLeft}
        loading={sending.busy}
        onClick={send}
      />
      {newPasswordFields(form, {
        password: { name: 'newPassword', label: 'New Password' },
        confirm: { name: 'confirmNewPassword', label: 'Confirm New Password' },
      })}
      <Flex gap="3" justify="end">
        <Button variant="secondary" onClick={onClose} disabled={saving.busy}>
          Cancel
        </Button>
        <Button type="submit" loading={saving.busy}>
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
