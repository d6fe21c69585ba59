import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { mswServer, takeUnexpectedCalls } from './unit/fake-api';

// Test files of a worker share one module realm (vitest.config.ts), so MSW starts once. Calls no
// test stubbed (the mock's own tests over real HTTP) pass through.
const started = globalThis as { __mswStarted?: boolean };
beforeAll(() => {
  if (started.__mswStarted) return;
  started.__mswStarted = true;
  mswServer.listen({ onUnhandledRequest: 'bypass' });
});

afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  const calls = takeUnexpectedCalls();
  if (calls.length > 0) throw new Error(`unexpected API calls: ${calls.join(', ')}`);
});
