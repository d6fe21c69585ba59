import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { SCREEN_LOAD_FAILED, ScreenErrorBoundary } from './ScreenErrorBoundary';

function Shown() {
  return <p>The screen</p>;
}

const renderAt = (resetKey: string, page: React.ReactNode) => (
  <ScreenErrorBoundary resetKey={resetKey}>
    <Suspense fallback={<p>Loading</p>}>{page}</Suspense>
  </ScreenErrorBoundary>
);

afterEach(() => vi.restoreAllMocks());

describe('ScreenErrorBoundary', () => {
  it('shows an error with Try Again, not an empty page, when a screen chunk fails to load', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')));
    const view = render(renderAt('/cart', <Broken />));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SCREEN_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();

    // Following a link to another screen leaves the error behind.
    view.rerender(renderAt('/quotes', <Shown />));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('keeps the error until the route changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): never {
      throw new Error('render failed');
    }
    const view = render(renderAt('/cart', <Throws />));
    expect(await screen.findByText(SCREEN_LOAD_FAILED)).toBeInTheDocument();
    view.rerender(renderAt('/cart', <Shown />));
    expect(screen.getByText(SCREEN_LOAD_FAILED)).toBeInTheDocument();
  });
});
