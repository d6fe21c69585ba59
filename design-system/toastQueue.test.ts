import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './constants';
import { createToastQueue } from './toastQueue';

describe('toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one message at a time, in order, 2000 ms each by default', () => {
    const q = createToastQueue({ gapMs: 150 });
    const seen: Array<string | null> = [];
    q.subscribe(() => {
      const now = q.current()?.message ?? null;
      if (seen.at(-1) !== now) seen.push(now);
    });

    q.show('first');
    q.show('second', { variant: 'error' });
    q.show('third');
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(q.current()?.message).toBe('first');
    expect(q.pending().map((t) => t.message)).toEqual(['second', 'third']);

    vi.advanceTimersByTime(1999);
    expect(q.current()?.message).toBe('first');
    vi.advanceTimersByTime(1);
    expect(q.current()).toBeNull();
    vi.advanceTimersByTime(149);
    expect(q.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(q.current()).toMatchObject({ message: 'second', variant: 'error' });

    vi.advanceTimersByTime(2000 + 150);
    expect(q.current()?.message).toBe('third');
    vi.advanceTimersByTime(2000);
    expect(q.current()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(q.current()).toBeNull();
    expect(seen).toEqual(['first', null, 'second', null, 'third', null]);
  });

  it('while held, messages wait with their time not started; released, they show in turn', () => {
    const q = createToastQueue();
    q.hold(true);
    q.show('first');
    vi.advanceTimersByTime(5000);
    expect(q.current()).toBeNull();
    expect(q.pending().map((t) => t.message)).toEqual(['first']);
    q.hold(false);
    expect(q.current()?.message).toBe('first');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(q.current()?.message).toBe('first');
    vi.advanceTimersByTime(1);
    expect(q.current()).toBeNull();
  });

  it('honours a custom duration per message', () => {
    const q = createToastQueue({ gapMs: 0 });
    q.show('long', { duration: 5000 });
    q.show('short', { duration: 500 });
    vi.advanceTimersByTime(4999);
    expect(q.current()?.message).toBe('long');
    vi.advanceTimersByTime(1);
    expect(q.current()?.message).toBe('short');
    vi.advanceTimersByTime(500);
    expect(q.current()).toBeNull();
  });

  it('a message shown while the queue is idle appears at once', () => {
    const q = createToastQueue();
    vi.advanceTimersByTime(60_000);
    q.show('now');
    expect(q.current()?.message).toBe('now');
  });

  it('dismissing early moves on to the next message after the gap', () => {
    const q = createToastQueue({ gapMs: 100 });
    const a = q.show('a');
    q.show('b');
    vi.advanceTimersByTime(300);
    q.dismiss(a);
    expect(q.current()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(q.current()?.message).toBe('b');
    // The old timer of 'a' must not close 'b' early.
    vi.advanceTimersByTime(1999);
    expect(q.current()?.message).toBe('b');
    vi.advanceTimersByTime(1);
    expect(q.current()).toBeNull();
  });

  it('dismissing an id that is not visible does nothing', () => {
    const q = createToastQueue();
    q.show('a');
    const b = q.show('b');
    q.dismiss(b);
    expect(q.current()?.message).toBe('a');
    expect(q.pending()).toHaveLength(1);
  });

  it('clear drops the visible and waiting messages', () => {
    const q = createToastQueue();
    q.show('a');
    q.show('b');
    q.clear();
    vi.advanceTimersByTime(10_000);
    expect(q.current()).toBeNull();
    expect(q.pending()).toHaveLength(0);
  });
});
