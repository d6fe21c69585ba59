import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { startNginx } from '../../scripts/nginx.mjs';
import { DEALER, fillLogin, shots } from './support';

// Production serving: the built app behind deploy/nginx.conf.template, in front of the
// same Prism gate the other tests use. The test script installs nginx as it installs Chromium.

const NGINX_PORT = Number(process.env.NGINX_PORT ?? Number(process.env.PORT ?? 5173) + 3000);
const API_PORT = process.env.API_PORT ?? '4010';
const BASE = `http://localhost:${NGINX_PORT}`;

let nginx: ChildProcess | null = null;

// One nginx on one port: the tests of this file share it, in one worker, so no worker stops it
// while another still uses it.
test.describe.configure({ mode: 'serial' });

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

test.beforeAll(async () => {
  nginx = startNginx({
    port: NGINX_PORT,
    distDir: process.env.DIST_DIR ?? 'dist',
    upstream: `http://127.0.0.1:${API_PORT}`,
  });
  await expect.poll(() => portOpen(NGINX_PORT), { timeout: 10_000 }).toBe(true);
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
});

test('security headers, caching, compression, SPA fallback and the /api proxy', async ({
  request,
}) => {
  const page = await request.get(`${BASE}/our-products?category=Cabinets`);
  expect(page.status()).toBe(200);
  const h = page.headers();
  const csp = h['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ])
    expect(csp).toContain(directive);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cache-control']).toBe('no-cache');
  const html = await page.text();
  expect(html).toContain('<div id="root">');

  const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const asset = await request.get(`${BASE}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBe(csp);

  // A missing asset is a 404 that nothing keeps: it may be deployed a minute later.
  const missingAsset = await request.get(`${BASE}/assets/nope-123.js`);
  expect(missingAsset.status()).toBe(404);
  expect(missingAsset.headers()['cache-control']).toBe('no-store');

  // /api/x reaches the gate as /x.
  const api = await request.get(`${BASE}/api/maintenance`);
  expect(api.status()).toBe(200);
  expect(await api.json()).toEqual(expect.objectContaining({ isMaintenance: expect.any(Boolean) }));
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  // Too large for nginx itself: still the contract's {error} shape.
  const huge = await request.post(`${BASE}/api/contact-us`, {
    data: { comments: 'x'.repeat(3_000_000) },
    failOnStatusCode: false,
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual({ error: 'Request body is too large.' });
});

test('a dealer signs in and browses under the CSP with zero violations', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${BASE}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'DEALER LOGIN' })).toBeVisible();
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(page).toHaveURL(`${BASE}/my-account`);
  await expect(
    page.getByRole('button', { name: /^(Morning|Afternoon|Evening) Dana$/ }),
  ).toBeVisible();

  await page.goto(`${BASE}/our-products?category=Hardware`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  await page.goto(`${BASE}/cabinets/thielsen-pigeon-white`);
  await expect(page.getByText('TPW-B12').first()).toBeVisible();
  await page.goto(`${BASE}/products/101`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${BASE}/search?keyword=B12`);
  await expect(page.getByText('TPW-B12').first()).toBeVisible();
  await page.goto(`${BASE}/contact-us`);
  await page.getByLabel('First Name').fill('Dana');
  await expect(page.getByLabel('First Name')).toHaveValue('Dana');
  // Fonts are self-hosted: every face the page used loaded from this origin.
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'error').length;
  });
  expect(fonts).toBe(0);

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the API is same-origin only and never cached; unknown files are 404; deep links reach the app', async ({
  request,
}) => {
  const evil = 'https://evil.example';
  // The gate upstream answers any origin; nginx passes none of it on.
  const preflight = await request.fetch(`${BASE}/api/carts`, {
    method: 'OPTIONS',
    headers: {
      origin: evil,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
  const cross = await request.get(`${BASE}/api/maintenance`, { headers: { origin: evil } });
  for (const r of [preflight, cross]) {
    const names = Object.keys(r.headers());
    expect(
      names.filter((n) => n.startsWith('access-control-')),
      r.url(),
    ).toEqual([]);
  }
  // An error from the API is not stored either.
  const refused = await request.get(`${BASE}/api/carts`);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('no-store');

  const robots = await request.get(`${BASE}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /api/');
  for (const path of ['/.env', '/.git/config', '/nope.js', '/wp-login.php', '/assets/../.env']) {
    const r = await request.get(`${BASE}${path}`);
    expect(r.status(), path).toBe(404);
    expect(await r.text(), path).not.toContain('<div id="root">');
    expect(r.headers()['cache-control'], path).toBe('no-store');
  }
  for (const path of [
    '/products/101',
    '/activate-account/3f2b9c0e7d1a4b6c',
    '/cabinets/thielsen',
  ]) {
    const r = await request.get(`${BASE}${path}`);
    expect(r.status(), path).toBe(200);
    expect(await r.text(), path).toContain('<div id="root">');
  }
  // A deep link gets the app's one document, asked for every time so a release is picked up.
  const cart = await request.get(`${BASE}/cart`);
  expect(cart.status()).toBe(200);
  expect(cart.headers()['cache-control']).toBe('no-cache');
  expect(await cart.text()).toContain('<div id="root">');
});

test('signing in over plain http away from localhost says why it cannot work and sends nothing', async ({
  playwright,
}) => {
  // shop.test resolves to this machine: the same nginx, reached by a name that is not localhost,
  // over plain http, where the Secure session cookies would be dropped.
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP shop.test 127.0.0.1'],
  });
  const page = await browser.newPage();
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/accounts/login')) logins.push(r.url());
  });
  await page.goto(`http://shop.test:${NGINX_PORT}/login`);
  await fillLogin(page, DEALER.email, DEALER.password);
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Signing in needs a secure connection. Please open this site with https:// and try again.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEALER.email);
  await shots('auth')(page, 'login-insecure');
  expect(logins).toEqual([]);
  await browser.close();
});
