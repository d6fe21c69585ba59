import type { Story } from '@ladle/react';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
import { TextField } from './TextField';

export const Default: Story = () => (
  <Dialog>
    <DialogTrigger asChild>
      <Button>Add Address</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogTitle>Add Address</DialogTitle>
      <DialogDescription>Addresses are used for shipping and billing.</DialogDescription>
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Address Line 1" helperText="Please enter your address" />
        <TextField label="City" />
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </DialogActions>
    </DialogContent>
  </Dialog>
);

export const Open: Story = () => (
  <Dialog defaultOpen>
    <DialogContent>
      <DialogTitle>Change Your Password</DialogTitle>
      <DialogDescription>
        Your temporary password must be replaced before you continue.
      </DialogDescription>
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="New password" type="password" />
        <TextField label="Confirm password" type="password" error="Passwords do not match" />
      </div>
      <DialogActions>
        <Button>Update Password</Button>
      </DialogActions>
    </DialogContent>
  </Dialog>
);

export const NotDismissible: Story = () => (
  <Dialog defaultOpen>
    <DialogContent dismissible={false}>
      <DialogTitle>Session expired</DialogTitle>
      <DialogDescription>
        Backdrop clicks and Escape are ignored here; only the button closes this dialog.
      </DialogDescription>
      <DialogActions>
        <DialogClose asChild>
          <Button>Go to Login</Button>
        </DialogClose>
      </DialogActions>
    </DialogContent>
  </Dialog>
);

export const LongText: Story = () => (
  <Dialog defaultOpen>
    <DialogContent size={3}>
      <DialogTitle>
        Thank you for applying for a dealer account with our factory-direct cabinet programme
      </DialogTitle>
      <DialogDescription>
        {'Your application is pending until an administrator approves it. '.repeat(12)}
      </DialogDescription>
      <DialogActions>
        <DialogClose asChild>
          <Button>OK</Button>
        </DialogClose>
      </DialogActions>
    </DialogContent>
  </Dialog>
);

export const Confirm: Story = () => (
  <ConfirmDialog
    defaultOpen
    trigger={<Button variant="outline">Delete</Button>}
    title="Delete Address"
    text="Are you sure you want to delete it?"
    confirmLabel="Yes! Delete"
    onConfirm={() => undefined}
  />
);

export const ConfirmLoading: Story = () => (
  <ConfirmDialog
    defaultOpen
    title="Delete Payment Method"
    text="Are you sure you want to delete it?"
    confirmLabel="Yes! Delete"
    loading
    onConfirm={() => undefined}
  />
);

export const Wide: Story = () => (
  <Dialog defaultOpen>
    <DialogContent size={4}>
      <DialogTitle>Compare Styles</DialogTitle>
      <DialogDescription>
        Size 4 holds a table of several columns; below the page width it fits the window.
      </DialogDescription>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </DialogActions>
    </DialogContent>
  </Dialog>
);
