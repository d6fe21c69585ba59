import { unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/api';
import { writeCookie } from '@/lib/cookies';
import { buildAccount } from '../../tests/unit/builders';
import { serve } from '../../tests/unit/fake-api';
import { preloadDealerChrome } from './session-preload';

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

// Other test files share this module realm and its SWR cache (vitest runs without isolation).
beforeEach(() => unload({ revalidate: false }));
afterEach(() => session.clear());

describe('preloadDealerChrome', () => {
  it("asks for a dealer's account info with the page", async () => {
    signedIn();
    const fetchMock = serve({ 'GET /accounts/me': () => Response.json(buildAccount()) });
    preloadDealerChrome();
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toContain('/accounts/me');
  });

  it('asks for nothing for a visitor', () => {
    const fetchMock = serve({});
    preloadDealerChrome();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
