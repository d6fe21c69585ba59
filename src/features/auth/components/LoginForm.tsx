import { useState } from 'react';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useLocation } from 'wouter';
import { Alert, Button, Link } from '@ds';
import { GENERIC_ERROR } from '@/api';
import { signIn } from '../api/auth';
import { challengeStore } from '../api/challenge';
import { emptyLogin, type LoginValues } from '../schemas/login-values';
import { EmailField, PasswordField } from './AccountFields';
import { Actions, FormStack } from './layout';

/** On a phone the link is a 44 px tap target. */
const FORGOT_LINK = {
  justifySelf: 'start',
  '@phone': { display: 'inline-flex', alignItems: 'center', minHeight: '$iconButton3' },
} as const;

type Props = {
  /** Called just before the tokens are stored, so the page knows the redirect is its own. */
  onSigningIn: (busy: boolean) => void;
};

// zod loads on the first check, not with the page (the 150 KiB route budget).
const loginResolver = lazyResolver<LoginValues>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schemas/login'),
  ]);
  return zodResolver(loginSchema);
});

export function LoginForm({ onSigningIn }: Props) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: emptyLogin,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    onSigningIn(true);
    const result = await signIn(values).catch(() => null);
    if (result?.ok && result.data.kind === 'signedIn') return;
    onSigningIn(false);
    if (!result) return setFailure(GENERIC_ERROR);
    if (!result.ok) return setFailure(result.message);
    if (result.data.kind === 'newPasswordRequired') {
      // Not signed in yet: the app-wide dialog takes over with the challenge.
      challengeStore.set({ session: result.data.session, username: result.data.username });
    }
  });

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Dealer login">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Link href="/password-reset" size="2" css={FORGOT_LINK}>
        Forgot Your Password?
      </Link>
      <Actions align="between">
        <Button variant="outline" onClick={() => navigate('/signup')}>
          Become a New Dealer
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Login
        </Button>
      </Actions>
    </FormStack>
  );
}
