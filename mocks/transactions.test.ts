// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from './lib/test-server';

// A failed request changes nothing and undoes nobody else's change, even when its body arrives
// slowly while other dealers change their data (the router's transaction model).

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

async function dealer() {
  const d = (await mock.call('POST', '/__dealers', {})).body;
  const login = await mock.call('POST', '/accounts/login', {
    email: d.email,
    password: d.password,
  });
  return { ...d, token: login.body.accessToken as string };
}

/** A POST whose body is sent in two parts; the second part only when `finish` is called. */
function slowPost(path: string, token: string, first: string) {
  const req = httpRequest(`${mock.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
    req.on('error', reject);
  });
  req.write(first);
  return {
    finish: (rest: string) => {
      req.end(rest);
      return answer;
    },
  };
}

describe('transactions', () => {
  it("a slow failing request does not roll back another dealer's change made meanwhile", async () => {
    const a = await dealer();
    const b = await dealer();
    // A's request starts; its body is not complete yet.
    const started = mock.nextRequest();
    const slow = slowPost('/carts', a.token, '{"productId": 101, "quan');
    await started;
    // Meanwhile B adds a cabinet and A's own cart is untouched.
    const added = await mock.call(
      'POST',
      '/carts',
      { productId: 101, quantity: 2 },
      { token: b.token },
    );
    expect(added.status).toBe(200);
    // A's body ends with a quantity the API refuses.
    const failed = await slow.finish('tity": 0.5}');
    expect(failed.status).toBe(400);
    const cartB = await mock.call('GET', '/carts', undefined, { token: b.token });
    expect(
      cartB.body.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity]),
    ).toEqual([['TPW-B12', 2]]);
    const cartA = await mock.call('GET', '/carts', undefined, { token: a.token });
    expect(cartA.body.items).toEqual([]);
  });

  it('a failed request leaves its own dealer unchanged, a later success still lands', async () => {
    const a = await dealer();
    const started = mock.nextRequest();
    const slow = slowPost('/address-books', a.token, '{"customerName": "Dana Miller", ');
    await started;
    const other = await mock.call(
      'PUT',
      '/accounts/update-account-info',
      { phoneNumber: '404-555-0199' },
      { token: a.token },
    );
    expect(other.status).toBe(200);
    expect((await slow.finish('"zipCode": "bad"}')).status).toBe(400);
    const me = await mock.call('GET', '/accounts/me', undefined, { token: a.token });
    expect(me.body.phoneNumber).toBe('404-555-0199');
    const book = await mock.call('GET', '/address-books/all', undefined, { token: a.token });
    expect(book.body.addresses).toHaveLength(2);
  });
});
