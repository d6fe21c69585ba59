// Renders deploy/nginx.conf.template and runs Debian's nginx with it (npm run serve:prod and the
// production e2e test). Only the template's own placeholders are replaced; nginx's `$vars` stay.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = new URL('../', import.meta.url).pathname;
const KEYS = ['LISTEN_PORT', 'DIST_DIR', 'API_UPSTREAM', 'PREFIX'];

/** The config text for these values. */
export function renderNginxConf(values) {
  const template = readFileSync(resolve(root, 'deploy/nginx.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, key) => {
    if (!KEYS.includes(key)) return whole;
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`nginx template: ${key} is not set`);
    return String(value);
  });
}

/** Installs Debian's nginx when it is missing and we are root; false when it is still missing. */
export function ensureNginx() {
  if (existsSync(NGINX_BIN)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('nginx is missing; installing Debian nginx (apt-get install -y nginx)…');
  const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (spawnSync('apt-get', ['update', '-qq'], opts).status !== 0) return false;
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], opts);
  return existsSync(NGINX_BIN);
}

/**
 * Writes the config under .cache/nginx/<port>/ and starts nginx in the foreground.
 * Resolves with the child process once the config test passed.
 */
export function startNginx({ port, distDir, upstream }) {
  const prefix = resolve(root, `.cache/nginx/${port}`);
  mkdirSync(prefix, { recursive: true });
  const conf = resolve(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf({
      LISTEN_PORT: port,
      DIST_DIR: resolve(root, distDir),
      API_UPSTREAM: upstream.replace(/\/$/, ''),
      PREFIX: prefix,
    }),
  );
  const args = ['-p', prefix, '-c', conf, '-e', 'stderr'];
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
