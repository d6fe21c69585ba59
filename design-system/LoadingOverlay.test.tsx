import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_OVERLAY_TIMEOUT_MS, NETWORK_ISSUE_MESSAGE } from './constants';
import { LoadingOverlay } from './LoadingOverlay';
import { ToastProvider } from './Toast';

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a full-screen status while active', () => {
    render(<LoadingOverlay active label="Saving address…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saving address…');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('stops by itself after 40000 ms, calls onTimeout once and reports the network issue', () => {
    expect(LOADING_OVERLAY_TIMEOUT_MS).toBe(40000);
    expect(NETWORK_ISSUE_MESSAGE).toBe('Network issue, please try again.');
    const onTimeout = vi.fn();
    render(
      <ToastProvider>
        <LoadingOverlay active onTimeout={onTimeout} />
      </ToastProvider>,
    );
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(39_999);
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.getByText(NETWORK_ISSUE_MESSAGE)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100_000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does not time out when the save finishes first, and restarts the clock next time', () => {
    const onTimeout = vi.fn();
    const { rerender } = render(<LoadingOverlay active onTimeout={onTimeout} />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    rerender(<LoadingOverlay active={false} onTimeout={onTimeout} />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(onTimeout).not.toHaveBeenCalled();

    rerender(<LoadingOverlay active onTimeout={onTimeout} />);
    act(() => {
      vi.advanceTimersByTime(39_000);
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('shows again on a new activation after a time-out', () => {
    const { rerender } = render(<LoadingOverlay active />);
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    rerender(<LoadingOverlay active={false} />);
    rerender(<LoadingOverlay active />);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  });
});
