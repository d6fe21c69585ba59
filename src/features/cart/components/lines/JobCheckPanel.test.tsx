import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCartItem } from '../../../../../tests/unit/builders';
import type { JobFixes } from '../../hooks/useJobFixes';
import { JobCheckPanel } from './JobCheckPanel';

// The job check's one-click fixes: each warning's buttons call its fix once, a click while one
// is in flight does nothing, and a failure or a line left unchanged is said beside the buttons.

const hingeLine = buildCartItem({
  cartItemId: 1,
  sku: 'TPW-B12',
  isAssembled: true,
  hingeDirection: 'LEFT',
});
const ber = buildCartItem({
  cartItemId: 2,
  productId: 102,
  sku: 'TPW-BER33',
  isHingeable: false,
  afmx: 2,
});
const odd = buildCartItem({ cartItemId: 3, productId: 306, sku: 'TPG-B15', skuPrefix: 'TPG' });
const lines = [hingeLine, ber, odd];

function fakeFixes(over: Partial<JobFixes> = {}): JobFixes {
  return {
    confirmHinge: vi.fn(async () => null),
    addTable: vi.fn(async () => null),
    switchStyle: vi.fn(async () => null),
    ...over,
  };
}

/** A promise the test settles itself, to hold a fix in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('JobCheckPanel fixes', () => {
  it('offers each warning its fix and calls it with what the warning names', async () => {
    const user = userEvent.setup();
    const fixes = fakeFixes();
    render(<JobCheckPanel lines={lines} fixes={fixes} />);
    const panel = screen.getByRole('region', { name: 'Job check' });
    await user.click(within(panel).getByRole('button', { name: 'Right hinge for TPW-B12' }));
    expect(fixes.confirmHinge).toHaveBeenCalledWith({ cartItemId: 1, sku: 'TPW-B12' }, 'RIGHT');
    await user.click(within(panel).getByRole('button', { name: /^Add Wooden Table/ }));
    expect(fixes.addTable).toHaveBeenCalledWith(1);
    await user.click(within(panel).getByRole('button', { name: /^Switch to TPW/ }));
    expect(fixes.switchStyle).toHaveBeenCalledWith('TPW');
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('ignores clicks while a fix is in flight', async () => {
    const user = userEvent.setup();
    const held = deferred<string | null>();
    const fixes = fakeFixes({ confirmHinge: vi.fn(() => held.promise) });
    render(<JobCheckPanel lines={[hingeLine]} fixes={fixes} />);
    const right = screen.getByRole('button', { name: 'Right hinge for TPW-B12' });
    const left = screen.getByRole('button', { name: 'Left hinge for TPW-B12' });
    await user.click(right);
    expect(right).toHaveAttribute('aria-busy', 'true');
    await user.click(left);
    expect(fixes.confirmHinge).toHaveBeenCalledTimes(1);
    held.resolve(null);
    await vi.waitFor(() => expect(right).not.toHaveAttribute('aria-busy'));
    await user.click(left);
    expect(fixes.confirmHinge).toHaveBeenCalledTimes(2);
  });

  it('says why a fix failed, and names a line the style switch could not change', async () => {
    const user = userEvent.setup();
    const fixes = fakeFixes({
      addTable: vi.fn(async () => 'Only 0 of TPW-WT33 available.'),
      switchStyle: vi.fn(
        async () =>
          'No line was changed to Thielsen Pigeon White (TPW). Not changed:\nTPG-B15: TPW-B15 does not exist in that cabinet style.',
      ),
    });
    render(<JobCheckPanel lines={lines} fixes={fixes} />);
    await user.click(screen.getByRole('button', { name: /^Add Wooden Table/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 0 of TPW-WT33 available.');
    await user.click(screen.getByRole('button', { name: /^Switch to TPW/ }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(
      'No line was changed to Thielsen Pigeon White (TPW). Not changed:\nTPG-B15: TPW-B15 does not exist in that cabinet style.',
    );
  });

  it('offers no fix without fixes (a quote locked by a pricing request)', () => {
    render(<JobCheckPanel lines={lines} />);
    expect(screen.getByText(/Hinge side not chosen/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
