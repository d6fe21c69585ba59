import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBelow } from './useBelow';

function Probe() {
  return <p>{useBelow('tablet') ? 'menu button' : 'row of links'}</p>;
}

/** happy-dom's handle on the test window (not part of the DOM's own types). */
type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/** The window resized as a dealer would drag it (happy-dom fires resize and the query's change). */
function resizeTo(width: number) {
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 }));
}

describe('useBelow', () => {
  afterEach(() => resizeTo(1024));

  it('follows the window across a step both ways, without a reload', () => {
    resizeTo(1440);
    render(<Probe />);
    expect(screen.getByText('row of links')).toBeTruthy();
    resizeTo(768);
    expect(screen.getByText('menu button')).toBeTruthy();
    resizeTo(390);
    expect(screen.getByText('menu button')).toBeTruthy();
    resizeTo(1024);
    expect(screen.getByText('row of links')).toBeTruthy();
  });
});
