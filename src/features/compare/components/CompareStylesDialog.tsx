import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@ds';
import { CompareStylesBody } from './CompareStylesBody';
import type { CompareSource } from './types';

type Props = CompareSource & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: without a Radix trigger the focus would go nowhere. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The dialog around the table; the lazily loaded part of Compare Styles. */
export default function CompareStylesDialog({
  open,
  onOpenChange,
  returnFocusTo,
  ...source
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          size={4}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogTitle>Compare Styles</DialogTitle>
          <DialogDescription>
            What these lines cost in each cabinet style, with the{' '}
            {source.quoteId === null ? "cart's discount and tax" : "quote's tax"}. Lines that cannot
            carry over into a style are listed under it and left out of its totals; hardware and
            Richelieu lines count the same in every style.
          </DialogDescription>
          <CompareStylesBody {...source} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
