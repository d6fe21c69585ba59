import { buildCatalog } from './data/catalog';
import { seedState } from './data/seed';
import { indexCatalog, type Config, type World } from './lib/context';
import { Sessions } from './sessions';
import { Limits } from './throttle';
import { VerificationCodes } from './codes';

export interface MockOptions extends Partial<Config> {
  catalogSize?: number;
  /** Where the mock reads the time (token expiry, checkout lock); defaults to the wall clock. */
  clock?: () => number;
}

/** The demo API's data and state from the seed, with no server: the HTTP mock and MSW share it. */
export function createWorld(options: MockOptions = {}): World {
  const catalog = indexCatalog(buildCatalog(options.catalogSize ?? 0));
  return {
    state: seedState(catalog.all, (options.clock ?? Date.now)()),
    catalog,
    sessions: new Sessions(),
    limits: new Limits(),
    codes: new VerificationCodes(),
    config: {
      accessTtl: options.accessTtl ?? 3600,
      lockMs: options.lockMs ?? 4000,
      quoteDays: options.quoteDays ?? 30,
    },
    clock: options.clock ?? Date.now,
  };
}
