import { act, render, screen } from '@testing-library/react';
import { unload } from 'swr';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiProvider, session } from '@/api';
import { writeCookie } from '@/lib/cookies';
import { serve } from '../../tests/unit/fake-api';
import { MaintenanceGate } from './MaintenanceGate';

beforeEach(() => {
  // Other test files share this module realm and its SWR cache (vitest runs without isolation).
  unload({ revalidate: false });
});
afterEach(() => {
  session.clear();
  vi.useRealTimers();
});

it('stays open when the session ends: sign-out never puts the site behind the wait again', async () => {
  const fetchMock = serve({
    'GET /maintenance': () => ({ status: 200, body: { isMaintenance: false } }),
  });
  writeCookie('accessToken', 'token-1', 'localhost');
  writeCookie('refreshToken', 'refresh-1', 'localhost');
  session.reload();
  render(
    <ApiProvider>
      <MaintenanceGate>
        <p>the site</p>
      </MaintenanceGate>
    </ApiProvider>,
  );
  await screen.findByText('the site');
  // Timers stand still: the gate's give-up after 3 s cannot be what shows the site again.
  vi.useFakeTimers();
  act(() => session.clear());
  expect(screen.getByText('the site')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
