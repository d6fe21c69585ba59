import { createMockServer } from './app';
import { operationCount } from './router';

// The stateful demo API behind the Prism gate (see docs/demo.md for its fixed interface).
// MOCK_PORT, MOCK_ACCESS_TTL (s), MOCK_LOCK_MS (checkout lock, ms), MOCK_CATALOG_SIZE (rows on the
// Thielsen Pigeon White page, for performance tests), MOCK_QUOTE_DAYS (days a saved quote's prices hold).

const envNumber = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const port = envNumber('MOCK_PORT', 4011);
const { server, world } = createMockServer({
  accessTtl: envNumber('MOCK_ACCESS_TTL', 3600),
  lockMs: envNumber('MOCK_LOCK_MS', 4000),
  quoteDays: envNumber('MOCK_QUOTE_DAYS', 30),
  catalogSize: envNumber('MOCK_CATALOG_SIZE', 0),
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `[mock] ${operationCount} operations, ${world.catalog.all.length} products on http://127.0.0.1:${port} ` +
      `(access token ttl ${world.config.accessTtl}s)`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
