import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathFrom } from './next-path';

describe('return path after sign-in', () => {
  it('round-trips a protected path with its query', () => {
    const login = loginPathFor('/search?keyword=B12');
    expect(login).toBe('/login?next=%2Fsearch%3Fkeyword%3DB12');
    expect(nextPathFrom(login.slice('/login'.length))).toBe('/search?keyword=B12');
  });
  it('falls back to /my-account without a next path', () => {
    expect(nextPathFrom('')).toBe('/my-account');
  });
  it.each(['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com', 'cart'])(
    'refuses %s',
    (next) => {
      expect(nextPathFrom(`?next=${encodeURIComponent(next)}`)).toBe('/my-account');
    },
  );
});
