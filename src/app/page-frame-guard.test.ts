import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_KEY } from '@/api';
import { PAGE_FRAME_GUARD_SCRIPT } from './page-frame-guard';

const COOKIES = ['accessToken', 'refreshToken', 'isImpersonated', 'impersonatedEmail'];

function open(search: string, cookies: Record<string, string>, staffEmail?: string) {
  for (const name of COOKIES) document.cookie = `${name}=; path=/; Max-Age=0`;
  if (staffEmail) localStorage.setItem(STAFF_KEY, staffEmail);
  else localStorage.removeItem(STAFF_KEY);
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
  window.history.replaceState(null, '', `/our-products${search}`);
  delete document.documentElement.dataset.pageFrame;
  new Function(PAGE_FRAME_GUARD_SCRIPT)();
  return document.documentElement.dataset.pageFrame === 'off' ? 'stood down' : 'drawn';
}

describe('the page frame guard of a public page', () => {
  afterEach(() => {
    localStorage.removeItem(STAFF_KEY);
    for (const name of COOKIES) document.cookie = `${name}=; path=/; Max-Age=0`;
    delete document.documentElement.dataset.pageFrame;
    window.history.replaceState(null, '', '/');
  });

  it('keeps the frame for a signed-in dealer on the page it draws, the cabinets tab', () => {
    expect(open('', { accessToken: 'a.b.c', refreshToken: 'r' })).toBe('drawn');
    expect(open('?category=Cabinets', { accessToken: 'a' })).toBe('drawn');
    expect(open('?category=cabinets', { accessToken: 'a' })).toBe('drawn');
  });

  it('stands it down for a visitor, staff acting as a dealer, and any other query string', () => {
    expect(open('', {})).toBe('stood down');
    expect(open('', { refreshToken: 'r' })).toBe('stood down');
    expect(open('', { accessToken: 'a', isImpersonated: 'true' }, 'staff@example.com')).toBe(
      'stood down',
    );
    expect(open('', { accessToken: 'a', isImpersonated: 'true' })).toBe('stood down');
    expect(open('', { accessToken: 'a' }, 'staff@example.com')).toBe('stood down');
    expect(open('?category=Hardware', { accessToken: 'a' })).toBe('stood down');
    expect(open('?category=Richelieu', { accessToken: 'a' })).toBe('stood down');
    expect(open('?category=Cabinets&page=2', { accessToken: 'a' })).toBe('stood down');
  });

  it('stands it down when the storage cannot be read', () => {
    // A browser that blocks site data throws on reaching local storage at all.
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    for (const name of COOKIES) document.cookie = `${name}=; path=/; Max-Age=0`;
    document.cookie = 'accessToken=a; path=/';
    window.history.replaceState(null, '', '/our-products');
    new Function(PAGE_FRAME_GUARD_SCRIPT)();
    storage.mockRestore();
    expect(document.documentElement.dataset.pageFrame).toBe('off');
  });

  it('is allowed by the production CSP by its hash, and nothing else inline is', () => {
    const hash = createHash('sha256').update(PAGE_FRAME_GUARD_SCRIPT).digest('base64');
    const template = readFileSync('deploy/nginx.conf.template', 'utf8');
    const scriptSrc = /script-src ([^;"]+)/.exec(template)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });
});
