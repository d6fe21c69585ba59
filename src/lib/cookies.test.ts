import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, cookieProblem, deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => {
  deleteCookie('accessToken', 'localhost');
});

describe('session cookie attributes', () => {
  it('are Lax and not Secure on localhost', () => {
    expect(cookieAttributes('localhost')).toBe('path=/; SameSite=Lax');
    expect(writeCookie('accessToken', 'abc', 'localhost')).toBe(
      'accessToken=abc; path=/; SameSite=Lax',
    );
  });
  it('are Secure and SameSite=Lax on another host', () => {
    expect(cookieAttributes('shop.example.com')).toBe('path=/; Secure; SameSite=Lax');
    expect(writeCookie('refreshToken', 'r 1', 'shop.example.com')).toBe(
      'refreshToken=r%201; path=/; Secure; SameSite=Lax',
    );
  });
  it('cannot be kept over plain http away from localhost', () => {
    expect(cookieProblem({ protocol: 'http:', hostname: 'shop.example.com' })).toBe('insecure');
    expect(cookieProblem({ protocol: 'https:', hostname: 'shop.example.com' })).not.toBe(
      'insecure',
    );
    expect(cookieProblem({ protocol: 'http:', hostname: 'localhost' })).toBeNull();
    expect(readCookie('cookieProbe')).toBeNull();
  });
  it('reads a cookie back and deletes it', () => {
    writeCookie('accessToken', 'tok=en', 'localhost');
    expect(readCookie('accessToken')).toBe('tok=en');
    deleteCookie('accessToken', 'localhost');
    expect(readCookie('accessToken')).toBeNull();
  });
  it('parses a cookie string with several values', () => {
    expect(readCookie('b', 'a=1; b=two%20words; c=3')).toBe('two words');
    expect(readCookie('d', 'a=1')).toBeNull();
  });
});
