import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialChoice, type PurchaseChoice } from '@/lib/cart-model';
import { PurchaseControls, type PurchaseControlsProps } from './PurchaseControls';

type Props = Omit<PurchaseControlsProps, 'value' | 'onChange' | 'layout' | 'cell'> & {
  layout?: 'stacked' | 'inline';
  children?: ReactNode;
  onChange?: (next: PurchaseChoice) => void;
};

// A caller holding the value, as the catalogue does; onChange also reports every change.
function Harness({ onChange, layout = 'inline', ...props }: Props) {
  const [value, setValue] = useState(initialChoice());
  return (
    <PurchaseControls
      {...props}
      layout={layout}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const cabinet = { sku: 'TPW-B12', max: 10, afmx: 1, isHingeable: true };

describe('PurchaseControls', () => {
  it('names every control after its row and offers 1 to max', async () => {
    render(
      <>
        <Harness {...cabinet} />
        <Harness sku="TPW-BER33" max={5} afmx={2} isHingeable={false} />
      </>,
    );
    const qty = screen.getByRole('combobox', { name: 'Quantity for TPW-B12' });
    // Every choice once the page has painted (QuantitySelect draws the chosen one first).
    await waitFor(() =>
      expect(
        within(qty)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1))),
    );
    expect(screen.getByRole('combobox', { name: 'Quantity for TPW-BER33' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assembled TPW-B12' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assembled TPW-BER33' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hinge side for TPW-B12' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Hinge side for TPW-BER33' })).toBeNull();
  });

  it('sets LEFT (not chosen) when assembly turns on, keeps RIGHT as chosen, clears it when off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness {...cabinet} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Assembled TPW-B12' }));
    expect(onChange).toHaveBeenLastCalledWith({
      quantity: 1,
      isAssembled: true,
      hingeDirection: 'LEFT',
      hingeChosen: false,
    });
    const hinge = screen.getByRole('combobox', { name: 'Hinge side for TPW-B12' });
    expect(hinge).toBeEnabled();
    await user.selectOptions(hinge, 'RIGHT');
    const qty = screen.getByRole('combobox', { name: 'Quantity for TPW-B12' });
    await user.click(qty);
    await user.selectOptions(qty, '7');
    expect(onChange).toHaveBeenLastCalledWith({
      quantity: 7,
      isAssembled: true,
      hingeDirection: 'RIGHT',
      hingeChosen: true,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Assembled TPW-B12' }));
    expect(onChange).toHaveBeenLastCalledWith({
      quantity: 7,
      isAssembled: false,
      hingeDirection: null,
      hingeChosen: false,
    });
    expect(hinge).toBeDisabled();
    expect(hinge).toHaveValue('LEFT');
  });

  it('offers no assembly when afmx is not above 0 or assembly is turned off', () => {
    render(
      <>
        <Harness sku="TPW-WT33" max={5} afmx={0} isHingeable={false} />
        <Harness {...cabinet} sku="TPW-B15" assembly={false} />
      </>,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
  });

  it('disables every control while disabled', () => {
    render(<Harness {...cabinet} disabled />);
    for (const c of [...screen.getAllByRole('combobox'), screen.getByRole('checkbox')])
      expect(c).toBeDisabled();
  });

  it('uses visible labels when stacked and places the action next to the quantity', () => {
    render(
      <Harness {...cabinet} layout="stacked">
        <button type="button">Add to Bag</button>
      </Harness>,
    );
    expect(screen.getByLabelText('Quantity')).toBeInTheDocument();
    expect(screen.getByLabelText('Hinge')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assembled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Bag' })).toBeInTheDocument();
  });

  it('hands each part to its own cell in a grid row', () => {
    const cell = (part: string, content: ReactNode) => (
      <div role="cell" aria-label={part}>
        {content}
      </div>
    );
    render(
      <div role="row">
        <PurchaseControls
          layout="cells"
          cell={cell}
          sku="TPW-WT33"
          max={5}
          afmx={0}
          isHingeable={false}
          value={initialChoice()}
          onChange={() => {}}
        />
      </div>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(['quantity', 'options']);
    expect(within(cells[0]!).getByRole('combobox')).toBeInTheDocument();
    expect(cells[1]).toBeEmptyDOMElement();
  });
});
