import { mutate } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '@/api';
import { writeCookie } from '@/lib/cookies';

/**
 * Every test of the block starts signed in with nothing cached, and signs out after. Test files
 * share one module realm: a cart cached by another file must not stand for this one.
 */
export function signedInWithEmptyCache() {
  beforeEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    writeCookie('accessToken', 'token-1', 'localhost');
    session.reload();
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });
}
