import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@ds';

// Shared by this feature's render tests (not shipped: only *.test.tsx files import it).

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

/** Types each value into the field whose label it matches, in order, then presses `submit`. */
export async function fillAndSubmit(
  user: UserEvent,
  fields: [label: RegExp, value: string][],
  submit: string,
) {
  for (const [label, value] of fields) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: submit }));
}
