import { useEffect, useState } from 'react';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useLocation } from 'wouter';
import { useToast } from '@ds';
import { GENERIC_ERROR } from '@/api';
import { confirmPasswordReset, requestPasswordReset } from '../../api/password-reset';
import { useResendTimer } from '../../hooks/useResendTimer';
import type { ResetConfirmValues, ResetRequestValues } from '../../schemas/password-reset';
import { emptyResetConfirm, emptyResetRequest } from '../../schemas/password-reset-values';
import { StepLabel } from '../layout';
import { ConfirmResetStep } from './ConfirmResetStep';
import { RequestCodeStep } from './RequestCodeStep';

// zod and the schemas load on the first check, not with the page (the 150 KiB route budget).
const loadSchemas = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('../../schemas/password-reset')]);
const requestResolver = lazyResolver<ResetRequestValues>(async () => {
  const [{ zodResolver }, { resetRequestSchema }] = await loadSchemas();
  return zodResolver(resetRequestSchema);
});
const confirmResolver = lazyResolver<ResetConfirmValues>(async () => {
  const [{ zodResolver }, { resetConfirmSchema }] = await loadSchemas();
  return zodResolver(resetConfirmSchema);
});

const NO_EMAIL = 'Please enter your email address.';

/** docs/business-rules.md#validation: request a code, then confirm it with a new password. */
export function PasswordResetFlow() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const timer = useResendTimer();
  const [step, setStep] = useState<1 | 2>(1);
  const [sentOnce, setSentOnce] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  // Both forms live here so Back and Next keep what the user typed.
  const requestForm = useAppForm<ResetRequestValues>({
    resolver: requestResolver,
    defaultValues: emptyResetRequest,
  });
  const confirmForm = useAppForm<ResetConfirmValues>({
    resolver: confirmResolver,
    defaultValues: emptyResetConfirm,
  });
  useEffect(() => {
    void loadSchemas();
  }, []);
  // The address the last code went to: step 2 confirms for that one.
  const [email, setEmail] = useState('');

  const sendCode = async (to: string) => {
    setFailure(null);
    const result = await requestPasswordReset(to).catch(() => null);
    if (!result?.ok) {
      // A failed send must not lock the user out of trying again.
      timer.reset();
      setFailure(result ? result.message : GENERIC_ERROR);
      return false;
    }
    setSentOnce(true);
    setEmail(to);
    timer.start();
    toast.show('Verification code sent to your email.', { variant: 'success' });
    return true;
  };

  const onRequest = requestForm.handleSubmit(
    async (values) => {
      if (await sendCode(values.email)) setStep(2);
    },
    () => {
      if (!requestForm.getValues('email').trim()) setFailure(NO_EMAIL);
    },
  );

  const onResend = async () => {
    setResending(true);
    await sendCode(email);
    setResending(false);
  };

  const onConfirm = confirmForm.handleSubmit(async ({ code, newPassword }) => {
    setFailure(null);
    const result = await confirmPasswordReset({ email, code, newPassword }).catch(() => null);
    if (!result?.ok) {
      timer.reset();
      setFailure(result ? result.message : GENERIC_ERROR);
      return;
    }
    toast.show('Password reset successfully', { variant: 'success' });
    navigate('/login');
  });

  const back = () => {
    setFailure(null);
    setStep(1);
  };

  return (
    <>
      <StepLabel>
        Step {step} of 2 · {step === 1 ? 'Request Code' : 'New Password'}
      </StepLabel>
      {step === 1 ? (
        <RequestCodeStep
          form={requestForm}
          onSubmit={onRequest}
          failure={failure}
          sentOnce={sentOnce}
          secondsLeft={timer.secondsLeft}
          onHaveCode={() => {
            setFailure(null);
            setStep(2);
          }}
        />
      ) : (
        <ConfirmResetStep
          form={confirmForm}
          email={email}
          onSubmit={onConfirm}
          onBack={back}
          onResend={onResend}
          resending={resending}
          failure={failure}
          secondsLeft={timer.secondsLeft}
        />
      )}
    </>
  );
}
