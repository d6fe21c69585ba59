import type { ChildProcess } from 'node:child_process';

export const NGINX_BIN: string;
export function renderNginxConf(values: Record<string, string | number>): string;
export function ensureNginx(): boolean;
export function startNginx(options: {
  port: number | string;
  distDir: string;
  upstream: string;
}): ChildProcess;
