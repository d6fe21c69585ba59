import { useState } from 'react';
import { lazyResolver, useAppForm } from '@/lib/form';
import { Alert, Button } from '@ds';
import { requestActivation } from '../../api/activation';
import { emptySetPassword, type SetPasswordValues } from '../../schemas/activation-values';
import { newPasswordFields } from '../AccountFields';
import { Actions, FormStack } from '../layout';

// zod loads on the first check, not with the page (the 150 KiB route budget).
const setPasswordResolver = lazyResolver<SetPasswordValues>(async () => {
  const [{ zodResolver }, { setPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../schemas/activation'),
  ]);
  return zodResolver(setPasswordSchema);
});

type Props = {
  accountId: string;
  /** The password chosen before, when the dealer came back from step 2. */
  chosen: string;
  /** The code is on its way; the password stays in the page until step 2 sends it with the code. */
  onSent: (password: string) => void;
};

/**
 * Step 1 'Set Password': checks the password and has the code e-mailed. The password is not sent
 * here: it goes with the code, in one call (docs/business-rules.md#accounts).
 */
export function SetPasswordStep({ accountId, chosen, onSent }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<SetPasswordValues>({
    resolver: setPasswordResolver,
    defaultValues: chosen ? { password: chosen, confirmPassword: chosen } : emptySetPassword,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await requestActivation({ accountId }).catch(() => null);
    if (result?.ok) return onSent(password);
    setFailure(result ? result.message : 'Failed to send activation request.');
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Set password">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {newPasswordFields(form, {
        password: { name: 'password', label: 'Password' },
        confirm: { name: 'confirmPassword', label: 'Confirm Password' },
      })}
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          Next
        </Button>
      </Actions>
    </FormStack>
  );
}
