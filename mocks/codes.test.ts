// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from './codes';
import { startMock } from './lib/test-server';

// Verification codes (docs/business-rules.md#accounts): only after a request, once, for 15
// minutes, and dead after 5 wrong tries.

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dealer = async () => (await mock.call('POST', '/__dealers', {})).body;
const pending = async () => (await mock.call('POST', '/__dealers', { kind: 'pending' })).body;

const reset = (email: string, code: string, newPassword = 'Fresh#2027') =>
  mock.call('POST', '/accounts/password-reset/confirm', { email, code, newPassword });
const requestReset = (email: string) =>
  mock.call('POST', '/accounts/password-reset/request', { email });

describe('password-reset codes', () => {
  it('are refused without a request, even the right one', async () => {
    const d = await dealer();
    const r = await reset(d.email, '123456');
    expect(r.status).toBe(410);
    expect(r.body.error).toBe(
      'This verification code is no longer valid. Please request a new code.',
    );
  });

  it('work once', async () => {
    const d = await dealer();
    await requestReset(d.email);
    expect((await reset(d.email, '123456')).status).toBe(200);
    expect((await reset(d.email, '123456', 'Other#2028')).status).toBe(410);
    const login = await mock.call('POST', '/accounts/login', {
      email: d.email,
      password: 'Fresh#2027',
    });
    expect(login.status).toBe(200);
  });

  it('die at the fifth wrong try; the right code no longer works; a new request brings a fresh one', async () => {
    const d = await dealer();
    await requestReset(d.email);
    for (let i = 0; i < 4; i++) expect((await reset(d.email, '000000')).status).toBe(400);
    const fifth = await reset(d.email, '000000');
    expect(fifth).toMatchObject({
      status: 410,
      body: { error: 'Too many wrong codes. Please request a new code.' },
    });
    expect((await reset(d.email, '123456')).status).toBe(410);
    await requestReset(d.email);
    expect((await reset(d.email, '123456')).status).toBe(200);
  });

  it('expire 15 minutes after the request', async () => {
    const d = await dealer();
    await requestReset(d.email);
    mock.tick(CODE_TTL_MS);
    const r = await reset(d.email, '123456');
    expect(r).toMatchObject({
      status: 410,
      body: { error: 'This verification code has expired. Please request a new code.' },
    });
  });

  it('a password the policy refuses costs no try', async () => {
    const d = await dealer();
    await requestReset(d.email);
    for (let i = 0; i < 6; i++) expect((await reset(d.email, '000000', 'weak')).status).toBe(400);
    expect((await reset(d.email, '123456')).status).toBe(200);
  });

  it('an unknown e-mail looks like a known one without a request', async () => {
    expect((await requestReset('nobody@example.com')).status).toBe(200);
    expect((await reset('nobody@example.com', '123456')).status).toBe(410);
  });
});

describe('activation codes', () => {
  const confirm = (accountId: string, code: string) =>
    mock.call('POST', '/accounts/signup/activation/confirm', {
      accountId,
      code,
      password: 'Start#2026',
    });

  it('need a request, die after 5 wrong tries and work once', async () => {
    const p = await pending();
    expect((await confirm(p.id, '123456')).status).toBe(410);
    await mock.call('POST', '/accounts/signup/activation/request', { accountId: p.id });
    for (let i = 0; i < 4; i++) expect((await confirm(p.id, '111111')).status).toBe(400);
    expect((await confirm(p.id, '111111')).status).toBe(410);
    expect((await confirm(p.id, '123456')).status).toBe(410);
    await mock.call('POST', '/accounts/signup/activation/request', { accountId: p.id });
    expect((await confirm(p.id, '123456')).status).toBe(200);
    // Activated: the link is gone, so the same code cannot be replayed.
    expect((await confirm(p.id, '123456')).status).toBe(404);
  });
});
