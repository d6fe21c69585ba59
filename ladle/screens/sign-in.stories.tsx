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

/** Sam Rivera's invitation, sent nine days ago, has expired: the link says so. */
export const ActivationExpired = screen('/activate-account/5a0e1c2b3d4f5a6b7c8d9e0f1a2b3c4d', {
  ...visitor,
  arrange: (w) => {
    const owner = findAccount(w.state, 'dealer@example.com')!;
    w.state.accounts.push({
      id: '5a0e1c2b3d4f5a6b7c8d9e0f1a2b3c4d',
      email: 'sam.rivera@example.com',
      password: null,
      status: 'pending',
      info: {
        ...owner.info,
        firstName: 'Sam',
        lastName: 'Rivera',
        email: 'sam.rivera@example.com',
      },
      company: {
        ownerEmail: owner.email,
        role: 'Estimator',
        spendingLimit: null,
        invitedAt: '2026-11-15T10:00:00.000Z',
        disabled: false,
      },
    });
  },
});

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
