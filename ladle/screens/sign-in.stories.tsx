import type { StoryDefault } from '@ladle/react';
import { findAccount } from '../../mocks/state';
import { atRest, screen } from './screen';

export default { title: 'Screens / Sign In' } satisfies StoryDefault;

const visitor = { as: null };

/** A visitor on /login. */
export const Login = screen('/login', visitor);

/** A wrong password: the API's 'Incorrect username or password.' */
export const LoginError = screen('/login', {
  ...visitor,
  play: async (user, s) => {
    await user.type(await s.findByLabelText(/^Email/), 'dealer@example.com');
    await user.type(s.getByLabelText(/^Password/), 'Wrong#2026');
    await user.click(s.getByRole('button', { name: 'Login' }));
    await s.findByText('Incorrect username or password.');
    atRest();
  },
});

/** newdealer@example.com signs in with the temporary password: choose a new one. */
export const NewPasswordRequired = screen('/login', {
  ...visitor,
  play: async (user, s) => {
    await user.type(await s.findByLabelText(/^Email/), 'newdealer@example.com');
    await user.type(s.getByLabelText(/^Password/), 'Welcome#2026');
    await user.click(s.getByRole('button', { name: 'Login' }));
    await s.findByRole('dialog');
  },
});

/** The empty signup form. */
export const Signup = screen('/signup', visitor);

/** Password reset, first step: the e-mail. */
export const PasswordReset = screen('/password-reset', visitor);

/** Password reset, second step: the code 123456 and a new password. */
export const PasswordResetCode = screen('/password-reset', {
  ...visitor,
  play: async (user, s) => {
    await user.type(await s.findByLabelText(/email/i), 'dealer@example.com');
    await user.click(s.getByRole('button', { name: /send|continue|next|reset/i }));
    await s.findByLabelText(/code/i);
  },
});

/** The activation link of pending@example.com. */
export const Activation = screen('/activate-account/pending-1', visitor);

/** An activation link whose account does not exist. */
export const ActivationUnknown = screen('/activate-account/nobody', visitor);

/**
 * Casey Ortiz, disabled by the Owner while signed in, opens the cart: signed out, and the sign-in
 * page says why.
 */
export const DisabledSignedOut = screen('/cart', {
  as: 'buyer@example.com',
  arrange: (w) => {
    findAccount(w.state, 'buyer@example.com')!.company!.disabled = true;
  },
});
