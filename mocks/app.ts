import { createServer, type Server } from 'node:http';
import { buildCatalog } from './data/catalog';
import { seedState } from './data/seed';
import { indexCatalog, type Config, type World } from './lib/context';
import { handle } from './router';
import { Sessions } from './sessions';
import { Limits } from './throttle';
import { VerificationCodes } from './codes';

export interface MockOptions extends Partial<Config> {
  catalogSize?: number;
  /** Where the mock reads the time (token expiry, checkout lock); defaults to the wall clock. */
  clock?: () => number;
}

/** Builds the demo API (not listening yet), so tests can run it in-process on any port. */
export function createMockServer(options: MockOptions = {}): { server: Server; world: World } {
  const catalog = indexCatalog(buildCatalog(options.catalogSize ?? 0));
  const world: World = {
    state: seedState(catalog.all),
    catalog,
    sessions: new Sessions(),
    limits: new Limits(),
    codes: new VerificationCodes(),
    config: { accessTtl: options.accessTtl ?? 3600, lockMs: options.lockMs ?? 4000 },
    clock: options.clock ?? Date.now,
  };
  const server = createServer((req, res) => {
    void handle(world, req, res);
  });
  server.keepAliveTimeout = 30_000;
  return { server, world };
}
