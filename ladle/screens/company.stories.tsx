import type { StoryDefault } from '@ladle/react';
import { fail, hold, screen, type UserEvent, type Screen } from './screen';

export default { title: 'Screens / Company Users' } satisfies StoryDefault;

const TAB = '/my-account?tab=company-users';

/** Dana Miller (Owner), Casey Ortiz (Buyer, $2,000.00) and Jordan Lee (Estimator); no rule. */
export const Full = screen(TAB);

/** The Owner alone: nobody invited yet. */
export const Empty = screen(TAB, {
  arrange: (w) => {
    w.state.accounts = w.state.accounts.filter(
      (a) => a.company?.ownerEmail !== 'dealer@example.com',
    );
  },
});

/** Every status: Jordan Lee disabled, Sam Rivera invited two days ago (the link's expiry shown). */
export const EveryStatus = screen(TAB, {
  arrange: (w) => {
    const estimator = w.state.accounts.find((a) => a.email === 'estimator@example.com')!;
    estimator.company!.disabled = true;
    const owner = w.state.accounts.find((a) => a.email === 'dealer@example.com')!;
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
        role: 'Buyer',
        spendingLimit: 750,
        invitedAt: '2026-11-22T10:00:00.000Z',
        disabled: false,
      },
    });
  },
  // The rows, not the account header, in the picture.
  play: async (_user, s) =>
    (await s.findByRole('list', { name: 'Company users' })).scrollIntoView(),
});

export const Loading = screen(TAB, { api: [hold('get', '/company/users')] });

export const LoadFailed = screen(TAB, { api: [fail('get', '/company/users')] });

async function openInvite(user: UserEvent, s: Screen) {
  // Invite User waits for the list.
  await s.findByRole('list', { name: 'Company users' });
  await user.click(s.getByRole('button', { name: 'Invite User' }));
  await s.findByRole('dialog');
}

/** Invite User sent empty: a message beside every field, nothing sent. */
export const InviteErrors = screen(TAB, {
  play: async (user, s) => {
    await openInvite(user, s);
    await user.click(s.getByRole('button', { name: 'Save' }));
    await s.findByText('Please choose a role.');
  },
});

/** Invite User for an e-mail already in use (buyer@example.com): the server's text beside it. */
export const InviteEmailInUse = screen(TAB, {
  play: async (user, s) => {
    await openInvite(user, s);
    await user.type(s.getByLabelText(/First Name/), 'Sam');
    await user.type(s.getByLabelText(/Last Name/), 'Rivera');
    await user.type(s.getByLabelText(/Email/), 'buyer@example.com');
    await user.selectOptions(s.getByLabelText(/Role/), 'Estimator');
    await user.click(s.getByRole('button', { name: 'Save' }));
    await s.findByText('buyer@example.com is already in use.');
  },
});

/** Edit of Casey Ortiz: role and limit as they are. */
export const EditUser = screen(TAB, {
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Edit Casey Ortiz' }));
    await s.findByRole('dialog');
  },
});

/** Disable of Jordan Lee asks first. */
export const DisableConfirm = screen(TAB, {
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Disable Jordan Lee' }));
    await s.findByRole('alertdialog');
  },
});
