import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.show('Address added successfully!', { variant: 'success' });
        toast.show('Failed to clear the cart.', { variant: 'error' });
      }}
    >
      go
    </Button>
  );
}

describe('ToastProvider', () => {
  // The toast's parts load lazily; loaded here, the first message still shows one render later.
  beforeAll(async () => {
    await import('./ToastView');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the queued messages one at a time', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('Address added successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to clear the cart.')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Address added successfully!')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText('Failed to clear the cart.')).toBeInTheDocument();
  });

  it('shows an action that runs and closes the toast', async () => {
    const onSelect = vi.fn();
    function WithAction() {
      const toast = useToast();
      return (
        <Button
          onClick={() =>
            toast.show('2 items added to your cart', { action: { label: 'View Cart', onSelect } })
          }
        >
          go
        </Button>
      );
    }
    render(
      <ToastProvider>
        <WithAction />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    act(() => screen.getByRole('button', { name: 'View Cart' }).click());
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('2 items added to your cart')).not.toBeInTheDocument();
  });

  it('useToast outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
