import { useState } from 'react';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useLocation } from 'wouter';
import { Alert, Text, useToast } from '@ds';
import { confirmActivation } from '../../api/activation';
import { emptyVerification, type VerificationValues } from '../../schemas/activation-values';
import { BackAndSubmit, FormStack } from '../layout';
import { FormField } from '@/components/FormField';
import { VerificationCodeField } from '../VerificationCodeField';

type Props = { accountId: string; password: string; onBack: () => void };

// zod loads on the first check, not with the page (the 150 KiB route budget).
const verificationResolver = lazyResolver<VerificationValues>(async () => {
  const [{ zodResolver }, { verificationSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../schemas/activation'),
  ]);
  return zodResolver(verificationSchema);
});

/** Step 2 'Verification': the e-mailed code sets the step 1 password and activates the account. */
export function VerificationStep({ accountId, password, onBack }: Props) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useAppForm<VerificationValues>({
    resolver: verificationResolver,
    defaultValues: emptyVerification,
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    const result = await confirmActivation({ accountId, code, password }).catch(() => null);
    if (!result?.ok) return setFailure(result ? result.message : 'Failed to confirm activation.');
    toast.show('Account activated successfully. Please log in.', { variant: 'success' });
    navigate('/login');
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Verify your e-mail">
      <Text size={2} tone="muted">
        Enter the verification code we sent to this e-mail address.
      </Text>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <FormField control={control} name="code" render={(f) => <VerificationCodeField {...f} />} />
      <BackAndSubmit onBack={onBack} submitting={isSubmitting}>
        Activate Account
      </BackAndSubmit>
    </FormStack>
  );
}
