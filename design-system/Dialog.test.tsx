import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
import { TextField } from './TextField';

function Example({ dismissible }: { dismissible?: boolean }) {
  return (
    <>
      <p>Outside</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent dismissible={dismissible}>
          <DialogTitle>Edit Address</DialogTitle>
          <DialogDescription>Change the address.</DialogDescription>
          <TextField label="City" />
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

// The Radix overlay: the open <div> without a role (the trigger button is open too).
const overlay = () => document.querySelector<HTMLElement>('div[data-state="open"]:not([role])');

describe('Dialog close rules', () => {
  it('closes on Escape and backdrop click by default, and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(dialog).toHaveAccessibleDescription('Change the address.');
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = overlay();
    expect(backdrop).not.toBeNull();
    await user.click(backdrop!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and backdrop clicks when not dismissible; explicit close still works', async () => {
    const user = userEvent.setup();
    render(<Example dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // No corner X when closing is restricted.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(overlay()!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('ConfirmDialog', () => {
  it('shows title, text, Cancel and the confirm label', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete Address"
        text="Are you sure you want to delete it?"
        confirmLabel="Yes! Delete"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Address' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete it?');
    await user.click(screen.getByRole('button', { name: 'Yes! Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed while loading', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        defaultOpen
        title="Delete Address"
        text="Are you sure you want to delete it?"
        confirmLabel="Yes! Delete"
        loading
        onConfirm={() => undefined}
      />,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes! Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
