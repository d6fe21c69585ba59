import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

// The checkbox semantics the Radix primitive gave before (WAI-ARIA checkbox on a button).
describe('Checkbox semantics', () => {
  it('says its state with aria-checked and data-state, and shows the mark only when ticked', () => {
    const { rerender } = render(<Checkbox label="Assembled" checked={false} />);
    const box = screen.getByRole('checkbox', { name: 'Assembled' });
    expect(box).toHaveAttribute('type', 'button');
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(box).toHaveAttribute('data-state', 'unchecked');
    expect(box).toBeEmptyDOMElement();
    rerender(<Checkbox label="Assembled" checked />);
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(box).toHaveAttribute('data-state', 'checked');
    expect(box.querySelector('[data-state="checked"] svg')).not.toBeNull();
    rerender(<Checkbox label="Assembled" checked="indeterminate" />);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
  });

  it('stays as its owner says until the owner changes it; a mixed box turns on', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    rerender(<Checkbox label="Select all" checked onCheckedChange={onCheckedChange} />);
    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space but not with Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Save for Next Time" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Save for Next Time' });
    box.focus();
    await user.keyboard('{Enter}');
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });

  it('does nothing while disabled, and marks itself so the label greys out', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Assembled" disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Assembled' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('data-disabled', '');
    await user.click(screen.getByText('Assembled'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it("lets the owner's click handler cancel the change", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="Assembled"
        onClick={(e) => e.preventDefault()}
        onCheckedChange={onCheckedChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Assembled' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('ties a required box and its error to the control', () => {
    render(<Checkbox label="Services" required error="Please select at least one service." />);
    const box = screen.getByRole('checkbox', { name: 'Services' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please select at least one service.');
  });
});
