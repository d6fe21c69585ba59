import { unload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedData, session } from '@/api';
import { accountKey } from '@/features/account';
import { writeCookie } from '@/lib/cookies';
import { serve } from '../../tests/unit/fake-api';
import { buildAccount } from '../../tests/unit/builders';
import { preloadDealerChrome } from './session-preload';

function signedIn() {
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
}

const own = Object.getOwnPropertyDescriptor(document, 'fonts');
let fontLoad = vi.fn();
beforeEach(() => {
  // Other test files share this module realm and its SWR cache (vitest runs without isolation).
  unload({ revalidate: false });
  fontLoad = vi.fn(() => Promise.resolve([]));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: fontLoad } });
});
afterEach(() => {
  session.clear();
  if (own) Object.defineProperty(document, 'fonts', own);
  else delete (document as { fonts?: unknown }).fonts;
});

describe('preloadDealerChrome', () => {
  it("asks for a dealer's account info and bold face with the page", async () => {
    signedIn();
    const account = buildAccount();
    const fetchMock = serve({ 'GET /accounts/me': () => Response.json(account) });
    preloadDealerChrome();
    await vi.waitFor(() => expect(cachedData(accountKey)).toEqual(account));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fontLoad).toHaveBeenCalledWith('700 1em "Source Sans 3"');
  });

  it('asks for nothing for a visitor', () => {
    const fetchMock = serve({});
    preloadDealerChrome();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fontLoad).not.toHaveBeenCalled();
  });
});
