import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@ds';
import { CompareStylesBody } from './CompareStylesBody';
import type { CompareSource } from './types';

type Props = CompareSource & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The dialog around the table; the lazily loaded part of Compare Styles. */
export default function CompareStylesDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...source
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent size={4} onCloseAutoFocus={onCloseAutoFocus}>
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
