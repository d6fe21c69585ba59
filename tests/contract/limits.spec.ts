import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  application,
  call,
  expectError,
  expectStatus,
  signIn,
  skipUnlessLocal,
  type Reply,
} from './support';

// Limits that stop guessing without locking dealers out (docs/business-rules.md#limits). The demo
// API tells clients apart by X-Forwarded-For, as a server behind the edge does; a staging edge
// overwrites that header, so these run only locally.

const someClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const as = (client: string) => ({ 'x-forwarded-for': client });

/** A 429 the contract declares: Retry-After in whole seconds and a text with the wait. */
function expectThrottled(r: Reply, text: RegExp) {
  expectError(r, 429, text);
  const retryAfter = Number(r.res.headers()['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${retryAfter}`).toBe(true);
  return retryAfter;
}

test('[login] a client trying one password on many e-mails is stopped; the owner still signs in', async ({
  request,
  dealer,
}) => {
  skipUnlessLocal('needs the demo API to tell clients apart');
  const sprayer = someClient();
  for (let i = 0; i < 20; i++)
    expectError(
      await call(request, 'POST', '/accounts/login', {
        headers: as(sprayer),
        data: { email: `spray-${i}-${sprayer}@example.com`, password: 'Summer#2026' },
      }),
      400,
    );
  const wait = expectThrottled(
    await call(request, 'POST', '/accounts/login', {
      headers: as(sprayer),
      data: { email: dealer.email, password: dealer.password },
    }),
    /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
  expect(wait).toBeGreaterThan(14 * 60);
  await signIn(request, dealer.email, dealer.password);
});

test("[login] guessing the owner's password makes the guesser wait longer and longer, never the owner", async ({
  request,
  dealer,
}) => {
  skipUnlessLocal('needs the demo API to tell clients apart');
  const guesser = someClient();
  const guess = (password: string) =>
    call(request, 'POST', '/accounts/login', {
      headers: as(guesser),
      data: { email: dealer.email, password },
    });
  for (let i = 0; i < 5; i++) expectError(await guess(`Guess#${i}2026`), 400);
  // Even the right password waits now, from that client.
  const wait = expectThrottled(await guess(dealer.password), /Please try again in 15 seconds\./);
  expect(wait).toBe(15);
  // Ten wrong passwords used to lock the e-mail for everyone; the owner signs in.
  for (let i = 0; i < 5; i++) await guess(`Guess#${i + 5}2026`);
  await signIn(request, dealer.email, dealer.password);
});

test('[confirmPasswordReset] [confirmActivation] twenty wrong codes from one client stop that client', async ({
  request,
  dealer,
  newAccount,
}) => {
  skipUnlessLocal('needs the demo API to tell clients apart and the demo code');
  const guesser = someClient();
  const pending = await newAccount('pending');
  const tries = [
    () =>
      call(request, 'POST', '/accounts/password-reset/confirm', {
        headers: as(guesser),
        data: { email: dealer.email, code: '000000', newPassword: 'Dealer#2027' },
      }),
    () =>
      call(request, 'POST', '/accounts/signup/activation/confirm', {
        headers: as(guesser),
        data: { accountId: pending.id, code: '000000', password: 'Start#2026' },
      }),
  ];
  // Fresh codes keep each under its 5 tries, so only the client's limit can stop the guessing.
  for (let round = 0; round < 5; round++) {
    await call(request, 'POST', '/accounts/password-reset/request', {
      data: { email: dealer.email },
    });
    await call(request, 'POST', '/accounts/signup/activation/request', {
      data: { accountId: pending.id },
    });
    for (const attempt of tries) {
      expectError(await attempt(), 400);
      expectError(await attempt(), 400);
    }
  }
  for (const attempt of tries)
    expectThrottled(await attempt(), /^Too many verification attempts\. Please try again in/);
});

test('[requestPasswordReset] [requestActivation] codes for one account are limited, whoever asks', async ({
  request,
  dealer,
  newAccount,
}) => {
  skipUnlessLocal('needs the demo API to tell clients apart');
  const pending = await newAccount('pending');
  const asks = [
    (client: string) =>
      call(request, 'POST', '/accounts/password-reset/request', {
        headers: as(client),
        data: { email: dealer.email },
      }),
    (client: string) =>
      call(request, 'POST', '/accounts/signup/activation/request', {
        headers: as(client),
        data: { accountId: pending.id },
      }),
  ];
  for (const ask of asks) {
    for (let i = 0; i < 5; i++) expectStatus(await ask(someClient()), 200);
    expectThrottled(await ask(someClient()), /^Too many code requests\. Please try again in/);
  }
});

test('[signup] applications from one client are limited, conflicts included', async ({
  request,
}) => {
  skipUnlessLocal('needs the demo API to tell clients apart');
  const client = someClient();
  const apply = (email: string) =>
    call(request, 'POST', '/accounts/signup', {
      headers: as(client),
      data: application(email),
    });
  for (let i = 0; i < 4; i++) expectStatus(await apply(`limit-${i}-${client}@example.com`), 200);
  expectError(await apply('dealer@example.com'), 409);
  expectThrottled(await apply(`limit-5-${client}@example.com`), /^Too many applications\./);
});
