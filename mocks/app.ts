import { createServer, type Server } from 'node:http';
import type { World } from './lib/context';
import { handle } from './router';
import { createWorld, type MockOptions } from './world';

export type { MockOptions } from './world';

/** Builds the demo API (not listening yet), so tests can run it in-process on any port. */
export function createMockServer(options: MockOptions = {}): { server: Server; world: World } {
  const world = createWorld(options);
  const server = createServer((req, res) => {
    void handle(world, req, res);
  });
  server.keepAliveTimeout = 30_000;
  return { server, world };
}
