import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@ds';

// Shared by this feature's render tests (not shipped: only *.test.tsx files import it).

type Handler = (body: unknown) => { status: number; body?: unknown };

/** Stubs fetch with one handler per "METHOD /path"; an unexpected call fails loudly. */
export function serve(routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    const text = await request.text();
    const answer = handler(text ? JSON.parse(text) : undefined);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders inside the providers the app gives every screen, at `path` in a memory router. */
export function renderAt(
  ui: ReactNode,
  { path = '/', route }: { path?: string; route?: string } = {},
) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {route ? <Route path={route}>{ui}</Route> : ui}
        </Router>
      </ToastProvider>
    </SWRConfig>,
  );
  return { ...view, history: location.history };
}
