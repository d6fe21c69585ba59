import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resendWaitText, useResendTimer } from './useResendTimer';

afterEach(() => vi.useRealTimers());

describe('useResendTimer', () => {
  it('waits 30 seconds after start, and reset ends the wait', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useResendTimer());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(28_500));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current.secondsLeft).toBe(0);
  });
  it('words the wait as docs/business-rules.md#timings does', () => {
    expect(resendWaitText(12)).toBe('12 seconds left before you can resend');
  });
});
