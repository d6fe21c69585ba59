import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Money } from './Money';
import { OrderStatus, orderStatusColor } from './OrderStatus';
import { Pagination, paginationRange } from './Pagination';
import { Progress } from './Progress';
import { QuantitySelect, quantityOptions } from './QuantitySelect';
import { Select } from './Select';
import { globalStyles } from './global';
import { config, getCssText } from './stitches.config';

describe('Button', () => {
  it('loading shows a busy, disabled button', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('type', 'button');
  });
});

describe('OrderStatus', () => {
  it('maps every status to its colour, anything else to black', () => {
    expect(orderStatusColor('AWAITING_PAYMENT')).toBe('$statusAwaitingPayment');
    expect(orderStatusColor('PAID')).toBe('$statusPaid');
    expect(orderStatusColor('TRANSACTION_PENDING')).toBe('$statusTransactionPending');
    expect(orderStatusColor('CLOSED')).toBe('$statusClosed');
    expect(orderStatusColor('PICKED')).toBe('$statusPicked');
    expect(orderStatusColor('SHIPPED')).toBe('$statusOther');
  });

  it('shows the prettified label', () => {
    render(<OrderStatus status="AWAITING_PAYMENT" />);
    expect(screen.getByText('Awaiting Payment')).toBeInTheDocument();
  });
});

describe('Money', () => {
  it('shows 2 decimals with a dollar sign, nothing for non-numeric prices', () => {
    const { container, rerender } = render(<Money amount={1234.5} />);
    expect(container).toHaveTextContent('$1,234.50');
    rerender(<Money amount="Login for price" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Money amount={undefined} fallback="Call for price" />);
    expect(container).toHaveTextContent('Call for price');
  });
});

describe('Alert', () => {
  it('uses role alert for errors and status otherwise; may hold a link', () => {
    render(
      <>
        <Alert variant="error">Bad</Alert>
        <Alert variant="success">
          Good <a href="/x">more</a>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    expect(screen.getByRole('status')).toHaveTextContent('Good more');
    expect(screen.getByRole('link', { name: 'more' })).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('range always holds first, last and current, in order, without duplicates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 600 }),
        (count, p) => {
          const page = Math.min(p, count);
          const items = paginationRange(page, count);
          const nums = items.filter((i): i is number => typeof i === 'number');
          expect(nums[0]).toBe(1);
          expect(nums.at(-1)).toBe(count);
          expect(nums).toContain(page);
          expect([...nums].sort((a, b) => a - b)).toEqual(nums);
          expect(new Set(nums).size).toBe(nums.length);
          expect(items.length).toBeLessThanOrEqual(7);
        },
      ),
    );
    expect(paginationRange(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('is a labelled nav with aria-current and working prev/next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} label="Orders pages" />);
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });
});

describe('QuantitySelect and Select', () => {
  it('offers 1..max and defaults to 1', async () => {
    expect(quantityOptions(4)).toEqual([1, 2, 3, 4]);
    expect(quantityOptions(0)).toEqual([1]);
    expect(quantityOptions(Number.NaN)).toEqual([1]);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantitySelect label="Quantity for BER33" hideLabel max={5} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Quantity for BER33' });
    expect(select).toHaveValue('1');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.selectOptions(select, '3');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('offers every choice from the first draw, with the chosen one selected', () => {
    render(<QuantitySelect label="Quantity for HW-PULL-128" max={99} value={20} />);
    const select = screen.getByRole('combobox', { name: 'Quantity for HW-PULL-128' });
    expect(within(select).getAllByRole('option')).toHaveLength(99);
    expect(select).toHaveValue('20');
  });

  it('select shows its error accessibly', () => {
    render(
      <Select
        label="State"
        placeholder="Select a state"
        options={[{ value: 'GA', label: 'Georgia' }]}
        error="State is required."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('State is required.');
  });

  // An image in CSS (a mask, a background) makes Chrome build an SVG document for it, 17 ms of
  // the first draw of any screen with a select on a phone-speed trace.
  it('draws its chevron without an image', () => {
    render(<Select label="State" options={[{ value: 'GA', label: 'Georgia' }]} size={1} />);
    render(<Select label="Country" options={[{ value: 'US', label: 'United States' }]} />);
    const css = getCssText();
    expect(css).toMatch(/::after \{[^}]*border-style: none solid solid none/);
    expect(css).not.toMatch(/url\(|mask/);
  });
});

describe('font tokens', () => {
  // While a face loads, Chrome on Linux asks the browser process for every local family it tries
  // (1-2 ms each, inside the first layouts of every page), so a token names its web font, the
  // page's own stand-in face for it, and then only a generic family.
  it('name one web font, its stand-in and a generic family', () => {
    const { serif, sans } = config.theme.fonts;
    expect(serif).toBe('"EB Garamond", "EB Garamond Fallback", serif');
    expect(sans).toBe('"Source Sans 3", "Source Sans 3 Fallback", sans-serif');
    expect(config.theme.fonts.sansCaps).toBe(
      '"Source Sans 3", "Source Sans 3 Caps Fallback", sans-serif',
    );
  });

  it('give each stand-in a face per weight the tokens use, scaled to the web face', () => {
    globalStyles();
    const faces = [...getCssText().matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) =>
      (m[1] ?? '').replace(/\s+/g, ''),
    );
    const standIn = (family: string, weight: number) =>
      faces.find(
        (f) =>
          f.includes(`font-family:"${family.replace(/ /g, '')}"`) &&
          f.includes(`font-weight:${weight};`),
      );
    for (const weight of [400, 600, 700]) {
      const face = standIn('Source Sans 3 Fallback', weight);
      expect(face).toMatch(/src:local\("Arial/);
      expect(face).toMatch(/size-adjust:\d+\.\d%/);
    }
    for (const weight of [400, 600, 700])
      expect(standIn('Source Sans 3 Caps Fallback', weight)).toMatch(/size-adjust:8\d\.\d%/);
    for (const weight of [500, 600])
      expect(standIn('EB Garamond Fallback', weight)).toMatch(/src:local\("TimesNewRoman/);
    // The overrides are the web face's figures over the size: 102% ascent at 92% size.
    expect(standIn('Source Sans 3 Fallback', 400)).toMatch(/ascent-override:110\.9%/);
  });
});

describe('Checkbox', () => {
  it('is labelled and toggles with the label and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Use My Address" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Use My Address' });
    await user.click(screen.getByText('Use My Address'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});

describe('Progress', () => {
  it('is a named progressbar that reports how much is done', () => {
    const { rerender } = render(<Progress value={200} max={250} aria-label="Checking SKUs" />);
    const bar = screen.getByRole('progressbar', { name: 'Checking SKUs' });
    expect(bar).toHaveProperty('value', 200);
    expect(bar).toHaveProperty('max', 250);
    rerender(<Progress value={250} max={250} aria-label="Checking SKUs" />);
    expect(bar).toHaveProperty('value', 250);
  });
});
