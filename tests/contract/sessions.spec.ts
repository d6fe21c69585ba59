import { expect, test } from './fixtures';
import { call, expectError, expectStatus, signIn, skipUnlessLocal, type Reply } from './support';

// Sessions end when they should (docs/business-rules.md#session): refresh tokens rotate and a
// reused one ends the session; a password reset ends every session of the account.

const refresh = (request: Parameters<typeof call>[0], refreshToken: string) =>
  call(request, 'POST', '/accounts/refresh-token', { data: { refreshToken } });

test('[refreshToken] rotates: the answer carries a new refresh token, the old one works no more', async ({
  request,
}) => {
  const first = await signIn(request);
  const r = await refresh(request, first.refreshToken);
  expectStatus(r, 200);
  expect(r.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  expect(r.body.refreshToken).not.toBe(first.refreshToken);
  expectStatus(await refresh(request, r.body.refreshToken), 200);
});

test('[refreshToken] a reused refresh token ends the whole session', async ({ request }) => {
  const first = await signIn(request);
  const next = await refresh(request, first.refreshToken);
  expectStatus(next, 200);
  // Someone presents the retired token: the session ends, the legitimate successor included.
  expectError(await refresh(request, first.refreshToken), 401);
  expectError(await refresh(request, next.body.refreshToken), 401);
  expectError(await call(request, 'GET', '/accounts/me', { token: next.body.accessToken }), 401);
});

test('[refreshToken] five concurrent refreshes with one token mint no lasting session', async ({
  request,
}) => {
  const { refreshToken } = await signIn(request);
  const answers: Reply<{ accessToken: string }>[] = await Promise.all(
    Array.from({ length: 5 }, () => refresh(request, refreshToken)),
  );
  const ok = answers.filter((a) => a.status === 200);
  expect(ok.length, 'refreshes that got through').toBeLessThanOrEqual(1);
  for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 401);
  for (const a of ok)
    expectError(await call(request, 'GET', '/accounts/me', { token: a.body.accessToken }), 401);
});

test('[confirmPasswordReset] a reset ends every session of the account', async ({
  request,
  dealer,
}) => {
  skipUnlessLocal('uses the demo verification code');
  const laptop = await signIn(request, dealer.email, dealer.password);
  const phone = await signIn(request, dealer.email, dealer.password);
  await call(request, 'POST', '/accounts/password-reset/request', {
    data: { email: dealer.email },
  });
  expectStatus(
    await call(request, 'POST', '/accounts/password-reset/confirm', {
      data: { email: dealer.email, code: '123456', newPassword: 'Dealer#2027' },
    }),
    200,
  );
  for (const s of [laptop, phone]) {
    expectError(await call(request, 'GET', '/accounts/me', { token: s.accessToken }), 401);
    expectError(await refresh(request, s.refreshToken), 401);
  }
});

test('[confirmPasswordReset] in-account: the tab that changed it gets a new session, the others end', async ({
  request,
  dealer,
}) => {
  skipUnlessLocal('uses the demo verification code');
  const tab = await signIn(request, dealer.email, dealer.password);
  const phone = await signIn(request, dealer.email, dealer.password);
  await call(request, 'POST', '/accounts/password-reset/request', {
    token: tab.accessToken,
    data: {},
  });
  const done = await call(request, 'POST', '/accounts/password-reset/confirm', {
    token: tab.accessToken,
    data: { code: '123456', newPassword: 'Dealer#2027' },
  });
  expectStatus(done, 200);
  expect(done.body).toEqual({
    message: expect.any(String),
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
  });
  expectError(await call(request, 'GET', '/accounts/me', { token: phone.accessToken }), 401);
  expectError(await refresh(request, phone.refreshToken), 401);
  expectError(await call(request, 'GET', '/accounts/me', { token: tab.accessToken }), 401);
  expectStatus(await call(request, 'GET', '/accounts/me', { token: done.body.accessToken }), 200);
});
