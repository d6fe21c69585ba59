import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, deleteCookie, readCookie, writeCookie } from './cookies';

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
  it('are Secure with SameSite=None on another host', () => {
    expect(cookieAttributes('shop.example.com')).toBe('path=/; Secure; SameSite=None');
    expect(writeCookie('refreshToken', 'r 1', 'shop.example.com')).toBe(
      'refreshToken=r%201; path=/; Secure; SameSite=None',
    );
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
