import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./AfterFirstPaint');

/**
 * A fresh copy of the module for each test (whether the app has painted, and the parts waiting,
 * are module state), through a query that makes it a module of its own. Test files share one
 * module realm, so the registry itself is not reset.
 */
let AfterFirstPaint: Module['AfterFirstPaint'];
let copy = 0;
beforeEach(async () => {
  copy += 1;
  const path = `./AfterFirstPaint?copy=${copy}`;
  ({ AfterFirstPaint } = (await import(/* @vite-ignore */ path)) as Module);
});

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AfterFirstPaint', () => {
  it('shows the fallback on the first draw, then the part once the page has painted', async () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('menu')).not.toBeInTheDocument();
    expect(await screen.findByText('menu')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('draws a part mounted after the first paint at once, without the fallback', async () => {
    const first = render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    await screen.findByText('menu');
    first.unmount();
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>footer</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('draws the parts one at a time, each once its code is in', async () => {
    const drawn: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useEffect(() => void drawn.push(name), [name]);
      return <p>{name}</p>;
    };
    const menuCode = deferred();
    const loadMenu = vi.fn(() => menuCode.promise);
    const loadFooter = vi.fn(() => Promise.resolve());
    render(
      <>
        <AfterFirstPaint fallback={<p>menu placeholder</p>} load={loadMenu}>
          <Part name="menu" />
        </AfterFirstPaint>
        <AfterFirstPaint fallback={<p>footer placeholder</p>} load={loadFooter}>
          <Part name="footer" />
        </AfterFirstPaint>
      </>,
    );
    await waitFor(() => expect(loadMenu).toHaveBeenCalledTimes(1));
    // The menu's code is on its way: the menu is not drawn without it, and the footer waits.
    expect(screen.getByText('menu placeholder')).toBeInTheDocument();
    expect(screen.getByText('footer placeholder')).toBeInTheDocument();
    expect(loadFooter).not.toHaveBeenCalled();

    menuCode.resolve();
    expect(await screen.findByText('menu')).toBeInTheDocument();
    expect(await screen.findByText('footer')).toBeInTheDocument();
    expect(drawn).toEqual(['menu', 'footer']);
    expect(loadFooter).toHaveBeenCalledTimes(1);
  });

  it('draws a part whose code failed to load, so its own error handling shows', async () => {
    render(
      <AfterFirstPaint
        fallback={<p>placeholder</p>}
        load={() => Promise.reject(new Error('offline'))}
      >
        <p>menu</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('menu')).toBeInTheDocument();
  });

  it('does not hold the page up for code that does not come: the part draws after a second', async () => {
    const start = performance.now();
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>} load={() => new Promise(() => {})}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('menu', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(performance.now() - start).toBeGreaterThanOrEqual(1000);
  });

  it('lets the next part go when a waiting one leaves the page', async () => {
    const menuCode = deferred();
    const loadMenu = vi.fn(() => menuCode.promise);
    const first = render(
      <AfterFirstPaint fallback={<p>menu placeholder</p>} load={loadMenu}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    render(
      <AfterFirstPaint fallback={<p>footer placeholder</p>}>
        <p>footer</p>
      </AfterFirstPaint>,
    );
    // The menu's turn has begun (its code is on its way) when it leaves.
    await waitFor(() => expect(loadMenu).toHaveBeenCalled());
    first.unmount();
    expect(await screen.findByText('footer')).toBeInTheDocument();
    menuCode.resolve();
  });
});
