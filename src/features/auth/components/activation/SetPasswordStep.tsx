import { useState } from 'react';
import { lazyResolver, useAppForm } from '@/lib/form';
import { Alert, Button, TextField } from '@ds';
import { LIMITS } from '@/lib/limits';
import { requestActivation } from '../../api/activation';
import { emptySetPassword, type SetPasswordValues } from '../../schemas/activation-values';
import { PASSWORD_RULE_HINT } from '../../schemas/password-rule';
import { Actions, FormStack } from '../layout';

// zod loads on the first check, not with the page (the 150 KiB route budget).
const setPasswordResolver = lazyResolver<SetPasswordValues>(async () => {
  const [{ zodResolver }, { setPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../schemas/activation'),
  ]);
  return zodResolver(setPasswordSchema);
});

/** Step 1 'Set Password': stores the password and has the code e-mailed. */
export function SetPasswordStep({ accountId, onSent }: { accountId: string; onSent: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<SetPasswordValues>({
    resolver: setPasswordResolver,
    defaultValues: emptySetPassword,
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await requestActivation({ accountId, password }).catch(() => null);
    if (result?.ok) return onSent();
    setFailure(result ? result.message : 'Failed to send activation request.');
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Set password">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        helperText={PASSWORD_RULE_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          Next
        </Button>
      </Actions>
    </FormStack>
  );
}
