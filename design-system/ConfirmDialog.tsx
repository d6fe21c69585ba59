import type { ReactNode } from 'react';
import { Button } from './Button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional trigger element (rendered with asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** While the action runs: confirm shows a spinner and the dialog cannot be dismissed. */
  loading?: boolean;
  /**
   * Where focus goes on close when there is no trigger (e.g. back to the card's Delete button,
   * or elsewhere once that card is gone); call event.preventDefault() and focus it.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** e.g. title 'Delete Address', text 'Are you sure you want to delete it?', confirm 'Yes! Delete'. */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  loading = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        size={1}
        dismissible={!loading}
        role="alertdialog"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={loading}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="primary" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
