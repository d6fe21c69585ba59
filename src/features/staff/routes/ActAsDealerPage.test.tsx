import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@ds';
import { session } from '@/api';
import { serve } from '../../../../tests/unit/fake-api';
import ActAsDealerPage from './ActAsDealerPage';

const DEALER = {
  accountId: 'a1',
  email: 'dealer@example.com',
  companyName: 'Miller Kitchens',
  firstName: 'Dana',
  lastName: 'Miller',
};
const page = (dealers: (typeof DEALER)[]) => ({
  status: 200,
  body: { dealers, currentPage: 1, totalPages: dealers.length ? 1 : 0, totalItems: dealers.length },
});

function renderPage() {
  const location = memoryLocation({ path: '/act-as-dealer', record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ActAsDealerPage />
        </Router>
      </ToastProvider>
    </SWRConfig>,
  );
  return { history: location.history, user: userEvent.setup() };
}

beforeEach(() => {
  session.setTokens({ accessToken: 'at-staff', refreshToken: 'rt-staff' });
  session.setStaff('staff@example.com');
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('Act as a Dealer', { timeout: 20_000 }, () => {
  it('searches by what was typed and lists company and e-mail', async () => {
    const searches: (string | null)[] = [];
    serve({
      'GET /staff/dealers': (_, request) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return page(search === 'nobody' ? [] : [DEALER]);
      },
    });
    const { user } = renderPage();
    expect(document.title).toMatch(/Act as a Dealer/);
    const list = await screen.findByRole('list', { name: 'Dealers' });
    expect(list).toHaveTextContent('Miller Kitchens');
    expect(list).toHaveTextContent('dealer@example.com');
    await user.type(screen.getByLabelText('Search by e-mail or company'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No dealers found')).toBeInTheDocument();
    expect(searches).toEqual([null, 'nobody']);
  });

  it('a failed list shows the error with Try Again, which asks again', async () => {
    let calls = 0;
    serve({
      'GET /staff/dealers': () =>
        ++calls === 1 ? { status: 500, body: { error: 'Database down.' } } : page([DEALER]),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Dealers' })).toHaveTextContent(
      'dealer@example.com',
    );
  });

  it('Act as Dealer sends one start however often it is clicked, then stores the acting session', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const fetchMock = serve({
      'GET /staff/dealers': () => page([DEALER]),
      'POST /staff/acting': async () => {
        await held;
        return {
          status: 200,
          body: {
            accessToken: 'at-dealer',
            refreshToken: 'rt-dealer',
            isImpersonated: true,
            impersonatedEmail: DEALER.email,
            staffEmail: 'staff@example.com',
          },
        };
      },
    });
    const { history } = renderPage();
    const button = await screen.findByRole('button', { name: /Act as Dealer/ });
    button.click();
    button.click();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    button.click();
    await act(async () => release());
    await waitFor(() => expect(history.at(-1)).toBe('/my-account'));
    const starts = fetchMock.mock.calls.filter(([r]) =>
      (r as Request).url.endsWith('/staff/acting'),
    );
    expect(starts).toHaveLength(1);
    expect(session.get()).toMatchObject({
      isImpersonated: true,
      impersonatedEmail: DEALER.email,
      staffEmail: 'staff@example.com',
    });
  });

  it('a refused start names the dealer and keeps the staff session', async () => {
    serve({
      'GET /staff/dealers': () => page([DEALER]),
      'POST /staff/acting': () => ({ status: 404, body: { error: 'Dealer not found.' } }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Act as Dealer/ }));
    expect(await screen.findByText('dealer@example.com: Dealer not found.')).toBeInTheDocument();
    expect(session.get()).toMatchObject({ isImpersonated: false, staffEmail: 'staff@example.com' });
  });
});
