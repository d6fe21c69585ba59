import type { FormEventHandler, ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Flex,
} from '@ds';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** The call is in flight: the send button ignores clicks and the dialog stays open. */
  busy: boolean;
  /** Why the last send failed; what was typed stays. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The frame of Request Special Pricing and Ask Again: title, the failure, the fields, Cancel and send. */
export function PricingDialogFrame(props: Props) {
  const { open, onOpenChange, title, description, submitLabel, busy, failure } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent size={3} dismissible={!busy}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate aria-label={title} onSubmit={props.onSubmit}>
          <Flex direction="column" gap="4">
            {failure ? <Alert variant="error">{failure}</Alert> : null}
            {props.children}
          </Flex>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
