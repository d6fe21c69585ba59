import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle moment, at the latest the given time; cancel stops it', () => {
    const calls: Array<{ timeout?: number }> = [];
    const idle = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout?: number }) => {
      calls.push(options);
      idle.set(idle.size + 1, run);
      return idle.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const run = vi.fn();
    whenIdle(run, 2000);
    const cancel = whenIdle(run, 500);
    expect(calls).toEqual([{ timeout: 2000 }, { timeout: 500 }]);
    cancel();
    expect(run).not.toHaveBeenCalled();
    for (const pending of idle.values()) pending();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks (Safari), runs after the fallback delay', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 5000, 2000);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 5000)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
