import type { IncomingHttpHeaders } from 'node:http';
import type { CatalogProduct } from '../data/catalog';
import type { State } from '../state';
import type { Sessions } from '../sessions';
import type { Limits } from '../throttle';
import type { VerificationCodes } from '../codes';

export interface Catalog {
  all: CatalogProduct[];
  byId: Map<number, CatalogProduct>;
  bySku: Map<string, CatalogProduct>;
}

export interface Config {
  /** Lifetime of access tokens, seconds (MOCK_ACCESS_TTL). */
  accessTtl: number;
  /** How long an order stays locked after checkout, ms (MOCK_LOCK_MS). */
  lockMs: number;
  /** How many days a saved quote's prices hold (MOCK_QUOTE_DAYS). */
  quoteDays: number;
}

export interface World {
  state: State;
  readonly catalog: Catalog;
  readonly sessions: Sessions;
  readonly limits: Limits;
  readonly codes: VerificationCodes;
  readonly config: Config;
  /** Epoch ms now; tests pass a fake clock instead of sleeping. */
  readonly clock: () => number;
}

export interface Ctx {
  world: World;
  state: State;
  catalog: Catalog;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Who is calling, for the limits: the address the edge proxy reports (see router.ts). */
  client: string;
  now: number;
  /**
   * Records a change that stands even when the operation is refused and its other changes are
   * rolled back (a refused checkout keeps its order key's outcome); applied to the state as restored.
   */
  keep: (change: (state: State) => void) => void;
}

export function indexCatalog(all: CatalogProduct[]): Catalog {
  return {
    all,
    byId: new Map(all.map((p) => [p.id, p])),
    bySku: new Map(all.map((p) => [p.sku.toUpperCase(), p])),
  };
}
