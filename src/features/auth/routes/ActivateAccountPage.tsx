import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { PageTitle, Skeleton, Text, useToast } from '@ds';
import { useAccountEmail } from '../api/activation';
import { SetPasswordStep } from '../components/activation/SetPasswordStep';
import { VerificationStep } from '../components/activation/VerificationStep';
import { AuthSection, FormCard, StepLabel } from '../components/layout';
import { useDocumentTitle } from '@/lib/document-title';

export default function ActivateAccountPage() {
  useDocumentTitle('Activate Account');
  const { accountId = '' } = useParams<{ accountId: string }>();
  const [, navigate] = useLocation();
  const toast = useToast();
  const [step, setStep] = useState<1 | 2>(1);
  // Held in memory only, until step 2 sends it together with the code.
  const [password, setPassword] = useState('');
  const { data: email, error } = useAccountEmail(accountId);

  // A link to no account (or a failed load) cannot be activated here: say why, then /login.
  useEffect(() => {
    if (!error) return;
    toast.show(error.message, { variant: 'error' });
    navigate('/login', { replace: true });
  }, [error, navigate, toast]);

  return (
    <AuthSection>
      <PageTitle align="center">Activate Account</PageTitle>
      <FormCard padding={3}>
        <StepLabel>
          Step {step} of 2 · {step === 1 ? 'Set Password' : 'Verification'}
        </StepLabel>
        <Text css={{ marginBottom: '$5' }}>
          Account:{' '}
          {email ? (
            <strong>{email}</strong>
          ) : (
            <Skeleton css={{ display: 'inline-block', width: '$block4', height: '$fontSizes$3' }} />
          )}
        </Text>
        {!email ? null : step === 1 ? (
          <SetPasswordStep
            accountId={accountId}
            chosen={password}
            onSent={(chosen) => {
              setPassword(chosen);
              setStep(2);
            }}
          />
        ) : (
          <VerificationStep accountId={accountId} password={password} onBack={() => setStep(1)} />
        )}
      </FormCard>
    </AuthSection>
  );
}
