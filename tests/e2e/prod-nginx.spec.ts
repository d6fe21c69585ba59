import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startNginx } from '../../scripts/nginx.mjs';
import { DEALER, fillLogin } from './support';

// Production serving (issue 18): the built app behind deploy/nginx.conf.template, in front of the
// same Prism gate the other tests use. The test script installs nginx as it installs Chromium.

const NGINX_PORT = Number(process.env.NGINX_PORT ?? Number(process.env.PORT ?? 5173) + 3000);
const API_PORT = process.env.API_PORT ?? '4010';
const BASE = `http://localhost:${NGINX_PORT}`;

let nginx: ChildProcess | null = null;

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

  const missingAsset = await request.get(`${BASE}/assets/nope-123.js`);
  expect(missingAsset.status()).toBe(404);

  // /api/x reaches the gate as /x.
  const api = await request.get(`${BASE}/api/maintenance`);
  expect(api.status()).toBe(200);
  expect(await api.json()).toEqual(expect.objectContaining({ isMaintenance: expect.any(Boolean) }));
  expect(api.headers()['cache-control']).toBeUndefined();
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
