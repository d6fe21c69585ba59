// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from './lib/test-server';
import { application } from '../tests/support/test-data';

// Limits per client, growing waits per e-mail and client, no lock-out of the owner
// (docs/business-rules.md#limits). Clients are told apart by X-Forwarded-For, as behind the edge.

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dealer = async () => (await mock.call('POST', '/__dealers', {})).body;
const login = (email: string, password: string, client: string) =>
  mock.call('POST', '/accounts/login', { email, password }, { client });

describe('sign-in', () => {
  it('a client spraying one password over many e-mails is stopped at 20; others are not', async () => {
    const owner = await dealer();
    for (let i = 0; i < 20; i++)
      expect((await login(`spray-${i}@example.com`, 'Summer#2026', '203.0.113.1')).status).toBe(
        400,
      );
    const refused = await login(owner.email, owner.password, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(refused.body.error).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect((await login(owner.email, owner.password, '198.51.100.7')).status).toBe(200);
    mock.tick(15 * 60_000);
    expect((await login(owner.email, owner.password, '203.0.113.1')).status).toBe(200);
  });

  it("an attacker guessing the owner's password waits longer and longer; the owner signs in meanwhile", async () => {
    const owner = await dealer();
    const attacker = '203.0.113.2';
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, `Guess#${i}`, attacker)).status).toBe(400);
    // The 5th wrong password starts a 15-second wait for this e-mail from this client, even for
    // the right password.
    const wait = await login(owner.email, owner.password, attacker);
    expect(wait.status).toBe(429);
    expect(wait.headers.get('retry-after')).toBe('15');
    expect(wait.body.error).toBe(
      'Too many failed sign-in attempts. Please try again in 15 seconds.',
    );
    expect((await login(owner.email, owner.password, '198.51.100.8')).status).toBe(200);
    mock.tick(15_000);
    expect((await login(owner.email, 'Guess#6', attacker)).status).toBe(400);
    expect((await login(owner.email, 'Guess#7', attacker)).headers.get('retry-after')).toBe('30');
  });

  it('a right password clears the waits of that client', async () => {
    const owner = await dealer();
    for (let i = 0; i < 5; i++) await login(owner.email, `Typo#${i}`, '198.51.100.9');
    mock.tick(15_000);
    expect((await login(owner.email, owner.password, '198.51.100.9')).status).toBe(200);
    expect((await login(owner.email, 'Typo#9', '198.51.100.9')).status).toBe(400);
    expect((await login(owner.email, owner.password, '198.51.100.9')).status).toBe(200);
  });
});

describe('codes', () => {
  it('20 wrong codes from one client, over any accounts, stop that client', async () => {
    const client = '203.0.113.3';
    const confirm = (email: string, code: string) =>
      mock.call(
        'POST',
        '/accounts/password-reset/confirm',
        { email, code, newPassword: 'Fresh#2027' },
        { client },
      );
    for (let round = 0; round < 5; round++) {
      const d = await dealer();
      await mock.call('POST', '/accounts/password-reset/request', { email: d.email });
      for (let i = 0; i < 4; i++) expect((await confirm(d.email, '000000')).status).toBe(400);
    }
    const d = await dealer();
    await mock.call('POST', '/accounts/password-reset/request', { email: d.email });
    const refused = await confirm(d.email, '123456');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'Too many verification attempts. Please try again in 15 minutes.',
    );
    // The owner, elsewhere, is not affected.
    const owner = await mock.call('POST', '/accounts/password-reset/confirm', {
      email: d.email,
      code: '123456',
      newPassword: 'Fresh#2027',
    });
    expect(owner.status).toBe(200);
  });

  it('at most 5 codes per account an hour, and 10 requests per client in 15 minutes', async () => {
    const d = await dealer();
    for (let i = 0; i < 5; i++) {
      const r = await mock.call(
        'POST',
        '/accounts/password-reset/request',
        { email: d.email },
        { client: `192.0.2.${i}` },
      );
      expect(r.status).toBe(200);
    }
    const sixth = await mock.call(
      'POST',
      '/accounts/password-reset/request',
      { email: d.email },
      { client: '192.0.2.99' },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('Too many code requests. Please try again in 60 minutes.');

    const busy = '203.0.113.4';
    for (let i = 0; i < 10; i++)
      expect(
        (
          await mock.call(
            'POST',
            '/accounts/password-reset/request',
            { email: `someone-${i}@example.com` },
            { client: busy },
          )
        ).status,
      ).toBe(200);
    const eleventh = await mock.call(
      'POST',
      '/accounts/password-reset/request',
      { email: 'someone-else@example.com' },
      { client: busy },
    );
    expect(eleventh.status).toBe(429);
  });
});

describe('signup', () => {
  it('5 applications per client an hour, conflicts included', async () => {
    const client = '203.0.113.5';
    for (let i = 0; i < 4; i++)
      expect(
        (await mock.call('POST', '/accounts/signup', application(`new-${i}@x.example`), { client }))
          .status,
      ).toBe(200);
    expect(
      (await mock.call('POST', '/accounts/signup', application('dealer@example.com'), { client }))
        .status,
    ).toBe(409);
    const sixth = await mock.call('POST', '/accounts/signup', application('new-5@x.example'), {
      client,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('3600');
    expect(
      (
        await mock.call('POST', '/accounts/signup', application('new-5@x.example'), {
          client: '198.51.100.10',
        })
      ).status,
    ).toBe(200);
  });
});
