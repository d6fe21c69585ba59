import { afterEach, describe, expect, it } from 'vitest';
import { api, session } from '@/api';
import { fail, tokensFor } from '../../mocks/msw';
import { mswServer, serveDemo } from './fake-api';

// The layer the Ladle screen stories use (mocks/msw), through the app's own client.
describe('the demo API in-process behind MSW', () => {
  afterEach(() => session.clear());

  it('answers the app client from the seed, for the signed-in dealer', async () => {
    const world = serveDemo();
    session.setTokens(tokensFor(world));
    const { data } = await api.GET('/carts/{id}', { params: { path: { id: 7001 } } });
    expect(data?.poNumber).toBe('PO-1001');
    const me = await api.GET('/accounts/me');
    expect(me.data?.firstName).toBe('Dana');
  });

  it('keeps state between calls and lets an override answer first', async () => {
    const world = serveDemo();
    session.setTokens(tokensFor(world));
    await api.POST('/carts', { body: { productId: 101, quantity: 2 } });
    expect(world.state.data['dealer@example.com']!.cart.items).toHaveLength(1);
    mswServer.use(fail('get', '/carts'));
    const { error, response } = await api.GET('/carts');
    expect(response.status).toBe(500);
    expect(error).toEqual({ error: 'Something went wrong.' });
  });
});
