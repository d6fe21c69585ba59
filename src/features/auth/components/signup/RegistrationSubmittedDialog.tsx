import { Button, Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@ds';

const REGISTRATION_SUBMITTED =
  'Your registration has been submitted. Please wait for an administrator to approve your account.';

/** docs/business-rules.md#screens: OK (or closing) leads to the site start. */
export function RegistrationSubmittedDialog({
  open,
  onDone,
}: {
  open: boolean;
  onDone: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
    >
      <DialogContent size={1} dismissible={false}>
        <DialogTitle>Registration Submitted</DialogTitle>
        <DialogDescription>{REGISTRATION_SUBMITTED}</DialogDescription>
        <DialogActions>
          <Button onClick={onDone}>OK</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
