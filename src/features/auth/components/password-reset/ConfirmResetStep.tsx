import { type UseFormReturn } from 'react-hook-form';
import { Alert, Text } from '@ds';
import type { ResetConfirmValues } from '../../schemas/password-reset';
import { newPasswordFields } from '../AccountFields';
import { BackAndSubmit, FormStack } from '../layout';
import { FormField } from '@/components/FormField';
import { VerificationCodeField } from '../VerificationCodeField';
import { ResendButton } from '../ResendButton';

type Props = {
  form: UseFormReturn<ResetConfirmValues>;
  email: string;
  onSubmit: () => void;
  onBack: () => void;
  onResend: () => void;
  resending: boolean;
  failure: string | null;
  secondsLeft: number;
};

/** Step 2: the e-mailed code and the new password. */
export function ConfirmResetStep({
  form,
  email,
  onSubmit,
  onBack,
  onResend,
  resending,
  failure,
  secondsLeft,
}: Props) {
  const {
    control,
    formState: { isSubmitting },
  } = form;
  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Set a new password">
      <Text size={2} tone="muted">
        Enter the code sent to <strong>{email}</strong> and choose a new password.
      </Text>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <FormField control={control} name="code" render={(f) => <VerificationCodeField {...f} />} />
      {newPasswordFields(form, {
        password: { name: 'newPassword', label: 'New Password' },
        confirm: { name: 'confirmNewPassword', label: 'Confirm New Password' },
      })}
      <ResendButton
        variant="outline"
        sentOnce
        secondsLeft={secondsLeft}
        loading={resending}
        onClick={onResend}
      />
      <BackAndSubmit onBack={onBack} submitting={isSubmitting}>
        Reset Password
      </BackAndSubmit>
    </FormStack>
  );
}
