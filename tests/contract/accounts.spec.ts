import { expect, test } from './fixtures';
import {
  application,
  call,
  credentials,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  signIn,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

test.describe('sign-in and tokens', () => {
  test('[login] signs the dealer in with tokens', async ({ request }) => {
    const r = await call(request, 'POST', '/accounts/login', { data: credentials });
    expectStatus(r, 200);
    expect(r.body.accessToken).toEqual(expect.any(String));
    expect(r.body.refreshToken).toEqual(expect.any(String));
    expect(r.body.challengeName ?? null).toBeNull();
  });

  test('[login] refuses a wrong password with the error text', async ({ request }) => {
    const r = await call(request, 'POST', '/accounts/login', {
      data: { email: credentials.email, password: 'Wrong#Password1' },
    });
    expectError(r, 400, isLocal ? 'Incorrect username or password.' : undefined);
  });

  test('[login] rejects a body without password at the gate', async ({ request }) => {
    expectRejected(
      await call(request, 'POST', '/accounts/login', { data: { email: credentials.email } }),
    );
  });

  test('[login] [completeNewPassword] answers NEW_PASSWORD_REQUIRED, then sets the new password', async ({
    request,
    newAccount,
  }) => {
    skipUnlessLocal('uses a temporary-password account of the local mock');
    const temp = await newAccount('temporary');
    const r = await call(request, 'POST', '/accounts/login', {
      data: { email: temp.email, password: temp.password },
    });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      username: temp.email,
    });
    expect(r.body.session).toEqual(expect.any(String));
    const weak = await call(request, 'POST', '/accounts/complete-new-password', {
      data: {
        email: temp.email,
        newPassword: 'alllowercase1',
        session: r.body.session,
      },
    });
    expectError(weak, 400);
    const done = await call(request, 'POST', '/accounts/complete-new-password', {
      data: { email: temp.email, newPassword: 'Chosen#2026', session: r.body.session },
    });
    expectStatus(done, 200);
    const me = await call(request, 'GET', '/accounts/me', { token: done.body.accessToken });
    expectStatus(me, 200);
    expect(me.body.email).toBe(temp.email);
  });

  test('[completeNewPassword] refuses an unknown session', async ({ request }) => {
    const r = await call(request, 'POST', '/accounts/complete-new-password', {
      data: { email: credentials.email, newPassword: 'Chosen#2026', session: 'sess_not_a_session' },
    });
    expectError(r, 400);
  });

  test('[refreshToken] gives an access token the API accepts; an unknown refresh token is 401', async ({
    request,
  }) => {
    const { refreshToken } = await signIn(request);
    const r = await call(request, 'POST', '/accounts/refresh-token', { data: { refreshToken } });
    expectStatus(r, 200);
    expectStatus(await call(request, 'GET', '/accounts/me', { token: r.body.accessToken }), 200);
    expectError(
      await call(request, 'POST', '/accounts/refresh-token', {
        data: { refreshToken: 'rt_unknown' },
      }),
      401,
    );
  });
});

test.describe('account', () => {
  test('[getMe] answers the account info', async ({ request }) => {
    const { accessToken } = await signIn(request);
    const r = await call(request, 'GET', '/accounts/me', { token: accessToken });
    expectStatus(r, 200);
    expect(r.body.email.toLowerCase()).toBe(credentials.email.toLowerCase());
    if (isLocal)
      expect(r.body).toEqual({
        firstName: 'Dana',
        lastName: 'Miller',
        email: 'dealer@example.com',
        phoneNumber: '404-555-0142',
        companyName: 'Miller Kitchens',
        salesRep: 'Alex Rivera',
        companyRole: 'Owner',
        spendingLimit: null,
        approvalThreshold: null,
      });
  });

  test('[getMe] is 401 without a token and with an unknown token', async ({ request }) => {
    expectStatus(await call(request, 'GET', '/accounts/me'), 401);
    expectError(await call(request, 'GET', '/accounts/me', { token: 'at_not_a_token' }), 401);
  });

  test('[updateAccountInfo] changes the phone number; email stays read-only', async ({
    request,
    dealer,
  }) => {
    skipUnlessMutating();
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    const before = (await call(request, 'GET', '/accounts/me', { token: accessToken })).body;
    const r = await call(request, 'PUT', '/accounts/update-account-info', {
      token: accessToken,
      data: { phoneNumber: '404-555-0199' },
    });
    expectStatus(r, 200);
    expect(r.body.phoneNumber).toBe('404-555-0199');
    const after = (await call(request, 'GET', '/accounts/me', { token: accessToken })).body;
    expect(after).toMatchObject({ phoneNumber: '404-555-0199', email: before.email });
    // Put it back so a staging account is left as found.
    await call(request, 'PUT', '/accounts/update-account-info', {
      token: accessToken,
      data: { phoneNumber: before.phoneNumber ?? '404-555-0142' },
    });
  });

  test('[updateAccountInfo] rejects a badly formatted phone and an empty body; 401 without token', async ({
    request,
  }) => {
    const { accessToken } = await signIn(request);
    expectRejected(
      await call(request, 'PUT', '/accounts/update-account-info', {
        token: accessToken,
        data: { phoneNumber: '4045550199' },
      }),
    );
    expectRejected(
      await call(request, 'PUT', '/accounts/update-account-info', { token: accessToken, data: {} }),
    );
    expectStatus(
      await call(request, 'PUT', '/accounts/update-account-info', { data: { firstName: 'X' } }),
      401,
    );
  });
});

test.describe('signup and activation', () => {
  test('[signup] accepts an application; the same e-mail again is 409', async ({ request }) => {
    skipUnlessMutating();
    const email = `contract-${Date.now()}@example.com`;
    const r = await call(request, 'POST', '/accounts/signup', { data: application(email) });
    expectStatus(r, 200);
    expect(r.body.message).toEqual(expect.any(String));
    expectError(await call(request, 'POST', '/accounts/signup', { data: application(email) }), 409);
    expectError(
      await call(request, 'POST', '/accounts/signup', { data: application(credentials.email) }),
      409,
    );
  });

  test('[signup] rejects a bad tax id and a missing service at the gate', async ({ request }) => {
    expectRejected(
      await call(request, 'POST', '/accounts/signup', {
        data: { ...application('x@example.com'), taxId: '123456789' },
      }),
    );
    expectRejected(
      await call(request, 'POST', '/accounts/signup', {
        data: { ...application('x@example.com'), services: [] },
      }),
    );
  });

  test('[getAccountEmail] answers the e-mail of a pending account; unknown id is 404', async ({
    request,
  }) => {
    if (isLocal) {
      const r = await call(request, 'GET', '/accounts/pending-1/email');
      expectStatus(r, 200);
      expect(r.body).toEqual({ email: 'pending@example.com' });
    }
    expectError(await call(request, 'GET', '/accounts/no-such-account-42/email'), 404);
  });

  test('[getAccountEmail] tells nothing about an active dealer or an unapproved signup', async ({
    request,
    newAccount,
  }) => {
    skipUnlessLocal('uses accounts of the local mock');
    // dealer-1 is the demo dealer's id; an unapproved signup's id is random.
    const applied = await newAccount('applied');
    for (const id of ['dealer-1', applied.id])
      expectError(
        await call(request, 'GET', `/accounts/${id}/email`),
        404,
        'Account does not exist.',
      );
  });

  test('[requestActivation] [confirmActivation] ask for a code, then set the password with the code, then sign in', async ({
    request,
    newAccount,
  }) => {
    skipUnlessLocal('uses an account awaiting activation on the local mock');
    const pending = await newAccount('pending');
    // Ids in activation links are random 128-bit values, not a counter.
    expect(pending.id).toMatch(/^[0-9a-f]{32}$/);
    const req = await call(request, 'POST', '/accounts/signup/activation/request', {
      data: { accountId: pending.id },
    });
    expectStatus(req, 200);
    expect(req.body.message).toEqual(expect.any(String));
    expectError(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: pending.id, code: '654321', password: 'Start#2026' },
      }),
      400,
    );
    // A wrong code set nothing.
    expectError(
      await call(request, 'POST', '/accounts/login', {
        data: { email: pending.email, password: 'Start#2026' },
      }),
      400,
    );
    const ok = await call(request, 'POST', '/accounts/signup/activation/confirm', {
      data: { accountId: pending.id, code: '123456', password: 'Start#2026' },
    });
    expectStatus(ok, 200);
    await signIn(request, pending.email, 'Start#2026');
    // An active account has no activation page any more.
    expectError(await call(request, 'GET', `/accounts/${pending.id}/email`), 404);
  });

  test('[requestActivation] [confirmActivation] nobody can replace the password the owner confirms', async ({
    request,
    newAccount,
  }) => {
    skipUnlessLocal('uses an account awaiting activation on the local mock');
    const pending = await newAccount('pending');
    expectStatus(
      await call(request, 'POST', '/accounts/signup/activation/request', {
        data: { accountId: pending.id },
      }),
      200,
    );
    // Someone else's request cannot carry a password any more ...
    expectRejected(
      await call(request, 'POST', '/accounts/signup/activation/request', {
        data: { accountId: pending.id, password: 'Hijack#2026' },
      }),
    );
    // ... so the password the owner sends with the code is the one that works.
    expectStatus(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: pending.id, code: '123456', password: 'Owner#2026' },
      }),
      200,
    );
    await signIn(request, pending.email, 'Owner#2026');
    expectError(
      await call(request, 'POST', '/accounts/login', {
        data: { email: pending.email, password: 'Hijack#2026' },
      }),
      400,
    );
  });

  test('[requestActivation] [confirmActivation] a signup no administrator approved cannot be activated', async ({
    request,
    newAccount,
  }) => {
    skipUnlessLocal('uses an unapproved signup of the local mock');
    const applied = await newAccount('applied');
    expectError(
      await call(request, 'POST', '/accounts/signup/activation/request', {
        data: { accountId: applied.id },
      }),
      404,
      'Account does not exist.',
    );
    expectError(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: applied.id, code: '123456', password: 'Start#2026' },
      }),
      404,
      'Account does not exist.',
    );
    expectError(
      await call(request, 'POST', '/accounts/login', {
        data: { email: applied.email, password: 'Start#2026' },
      }),
      400,
      'User is not confirmed.',
    );
  });

  test('[requestActivation] is 404 for an unknown account and rejects a missing account id', async ({
    request,
  }) => {
    expectError(
      await call(request, 'POST', '/accounts/signup/activation/request', {
        data: { accountId: 'no-such-account-42' },
      }),
      404,
    );
    expectRejected(
      await call(request, 'POST', '/accounts/signup/activation/request', { data: {} }),
    );
  });

  test('[confirmActivation] is 404 for an unknown account and rejects a missing code or password', async ({
    request,
  }) => {
    expectError(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: 'no-such-account-42', code: '123456', password: 'Start#2026' },
      }),
      404,
    );
    expectRejected(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: 'pending-1', password: 'Start#2026' },
      }),
    );
    expectRejected(
      await call(request, 'POST', '/accounts/signup/activation/confirm', {
        data: { accountId: 'pending-1', code: '123456', password: 'short' },
      }),
    );
  });
});

test.describe('password reset', () => {
  test('[requestPasswordReset] sends a code by e-mail, or to the signed-in account', async ({
    request,
    dealer,
  }) => {
    skipUnlessMutating();
    expectStatus(
      await call(request, 'POST', '/accounts/password-reset/request', {
        data: { email: dealer.email },
      }),
      200,
    );
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    expectStatus(
      await call(request, 'POST', '/accounts/password-reset/request', {
        token: accessToken,
        data: {},
      }),
      200,
    );
  });

  test('[requestPasswordReset] without e-mail or session is 400', async ({ request }) => {
    expectError(await call(request, 'POST', '/accounts/password-reset/request', { data: {} }), 400);
  });

  test('[confirmPasswordReset] refuses a wrong code; code 123456 sets the new password', async ({
    request,
    dealer,
  }) => {
    skipUnlessLocal('uses the demo verification code');
    expectStatus(
      await call(request, 'POST', '/accounts/password-reset/request', {
        data: { email: dealer.email },
      }),
      200,
    );
    expectError(
      await call(request, 'POST', '/accounts/password-reset/confirm', {
        data: { email: dealer.email, code: '000000', newPassword: 'Dealer#2027' },
      }),
      400,
    );
    // Nothing changed after the failure.
    await signIn(request, dealer.email, dealer.password);
    const ok = await call(request, 'POST', '/accounts/password-reset/confirm', {
      data: { email: dealer.email, code: '123456', newPassword: 'Dealer#2027' },
    });
    expectStatus(ok, 200);
    await signIn(request, dealer.email, 'Dealer#2027');
  });

  test('[confirmPasswordReset] works in-account with a session; rejects a missing code', async ({
    request,
    dealer,
  }) => {
    skipUnlessLocal('uses the demo verification code');
    const { accessToken } = await signIn(request, dealer.email, dealer.password);
    expectRejected(
      await call(request, 'POST', '/accounts/password-reset/confirm', {
        token: accessToken,
        data: { newPassword: 'Dealer#2027' },
      }),
    );
    expectStatus(
      await call(request, 'POST', '/accounts/password-reset/request', {
        token: accessToken,
        data: {},
      }),
      200,
    );
    const ok = await call(request, 'POST', '/accounts/password-reset/confirm', {
      token: accessToken,
      data: { code: '123456', newPassword: 'Dealer#2028' },
    });
    expectStatus(ok, 200);
    await signIn(request, dealer.email, 'Dealer#2028');
  });

  test('[confirmPasswordReset] refuses a code nobody requested and a code used once already', async ({
    request,
    dealer,
  }) => {
    skipUnlessLocal('uses the demo verification code');
    const confirm = (newPassword: string) =>
      call(request, 'POST', '/accounts/password-reset/confirm', {
        data: { email: dealer.email, code: '123456', newPassword },
      });
    expectError(
      await confirm('Dealer#2027'),
      410,
      'This verification code is no longer valid. Please request a new code.',
    );
    await signIn(request, dealer.email, dealer.password);
    await call(request, 'POST', '/accounts/password-reset/request', {
      data: { email: dealer.email },
    });
    expectStatus(await confirm('Dealer#2027'), 200);
    // Replaying the same code cannot set another password.
    expectError(await confirm('Replay#2028'), 410);
    await signIn(request, dealer.email, 'Dealer#2027');
  });

  test('[confirmPasswordReset] [confirmActivation] a code dies at the fifth wrong try', async ({
    request,
    dealer,
    newAccount,
  }) => {
    skipUnlessLocal('uses the demo verification code');
    const pending = await newAccount('pending');
    const flows = [
      {
        ask: () =>
          call(request, 'POST', '/accounts/password-reset/request', {
            data: { email: dealer.email },
          }),
        confirm: (code: string) =>
          call(request, 'POST', '/accounts/password-reset/confirm', {
            data: { email: dealer.email, code, newPassword: 'Dealer#2027' },
          }),
      },
      {
        ask: () =>
          call(request, 'POST', '/accounts/signup/activation/request', {
            data: { accountId: pending.id },
          }),
        confirm: (code: string) =>
          call(request, 'POST', '/accounts/signup/activation/confirm', {
            data: { accountId: pending.id, code, password: 'Start#2026' },
          }),
      },
    ];
    for (const flow of flows) {
      expectStatus(await flow.ask(), 200);
      for (let i = 0; i < 4; i++) expectError(await flow.confirm('000000'), 400);
      expectError(
        await flow.confirm('000000'),
        410,
        'Too many wrong codes. Please request a new code.',
      );
      // Even the right code is refused now: guessing ends with the fifth try.
      expectError(await flow.confirm('123456'), 410);
      expectStatus(await flow.ask(), 200);
      expectStatus(await flow.confirm('123456'), 200);
    }
  });
});

test.describe('contact', () => {
  test('[contactUs] accepts a message', async ({ request }) => {
    skipUnlessMutating();
    const r = await call(request, 'POST', '/contact-us', {
      data: {
        firstName: 'Dana',
        lastName: 'Miller',
        phoneNumber: '404-555-0142',
        email: 'dealer@example.com',
        comments: 'Contract test message, please ignore.',
      },
    });
    expectStatus(r, 200);
  });

  test('[contactUs] rejects a message without comments', async ({ request }) => {
    expectRejected(
      await call(request, 'POST', '/contact-us', {
        data: {
          firstName: 'Dana',
          lastName: 'Miller',
          phoneNumber: '404-555-0142',
          email: 'dealer@example.com',
        },
      }),
    );
  });
});
