// Contract tests run against the local Prism gate by default, or any API given by
// CONTRACT_BASE_URL (set by `npm run test:contract -- --base-url ...`).
export function apiBase(): string {
  return (
    process.env.CONTRACT_BASE_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4010'}`
  ).replace(/\/$/, '');
}
