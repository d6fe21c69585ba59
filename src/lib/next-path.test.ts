import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathFrom } from './next-path';

const fromNext = (raw: string) => nextPathFrom(`?next=${encodeURIComponent(raw)}`);

describe('return path after sign-in', () => {
  it('round-trips a protected path with its query', () => {
    const login = loginPathFor('/search?keyword=B12');
    expect(login).toBe('/login?next=%2Fsearch%3Fkeyword%3DB12');
    expect(nextPathFrom(login.slice('/login'.length))).toBe('/search?keyword=B12');
  });

  it('falls back to /my-account without a next path', () => {
    expect(nextPathFrom('')).toBe('/my-account');
    expect(nextPathFrom('?next=')).toBe('/my-account');
  });

  it.each([
    '/our-products?category=Cabinets',
    '/cabinets/thielsen-pigeon-white',
    '/products/101',
    '/search?keyword=TPW%20B12&page=2',
    '/quotes/7001',
    '/cart',
    '/my-account#orders',
  ])('keeps the app path %s', (path) => {
    expect(fromNext(path)).toBe(path);
  });

  // Open-redirect payloads (decoded values of `next`, as the query string carries them).
  const corpus = [
    '//evil.example',
    '///evil.example',
    '////evil.example',
    'https://evil.example',
    'http://evil.example/my-account',
    'HTTPS://evil.example',
    '//evil.example/%2e%2e',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u000b/evil.example',
    '/\u007f/evil.example',
    ' /evil.example',
    '/ /evil.example',
    '\t//evil.example',
    '/%2fevil.example',
    '/%2Fevil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '/%252f%252fevil.example',
    '/%2e%2e/%2e%2e/evil',
    '/./evil',
    '/cart/../../evil',
    'javascript:alert(1)',
    '/javascript:alert(1)//%0a',
    'data:text/html,<script>alert(1)</script>',
    '/<script>alert(1)</script>',
    '/\u3002evil.example',
    '/\uff0f\uff0fevil.example',
    '/\u2215\u2215evil.example',
    'evil.example',
    'cart',
    '@evil.example',
    '/@evil.example\\@',
    '/login?next=//evil.example',
    '/login',
    '/' + 'a'.repeat(2100),
  ];

  it('the corpus is large enough to mean something', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((p) => [JSON.stringify(p), p]))('refuses %s', (_label, payload) => {
    expect(fromNext(payload)).toBe('/my-account');
  });

  it('refuses raw (not url-encoded) tricks in the query string too', () => {
    for (const raw of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '//evil.example'])
      expect(nextPathFrom(`?next=${raw}`)).toBe('/my-account');
  });
});
