import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTitle,
  TextArea,
} from '@ds';
import { useSingleFlight } from '@/lib/use-single-flight';
import { rejectApprovalRequest, type ApprovalRequest } from '../api/approvals';

const REASON_MAX = 500;
const REASON_REQUIRED = 'Please give a reason for the rejection.';

type Props = {
  request: ApprovalRequest | null;
  onClose: () => void;
  onRejected: (request: ApprovalRequest) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Reject needs a reason; a failed call keeps the dialog open with the reason typed. */
export function RejectDialog({ request, onClose, onRejected, onCloseAutoFocus }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useSingleFlight();

  const submit = () =>
    saving.run(async () => {
      if (!request) return;
      setFailure(null);
      if (reason.trim() === '') return setError(REASON_REQUIRED);
      const result = await rejectApprovalRequest(request.id, reason.trim());
      if (!result.ok) {
        console.warn('Reject failed.', result.body);
        setFailure(result.message);
        return;
      }
      setReason('');
      onRejected(result.data);
    });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open || saving.busy ? undefined : onClose())}
    >
      <DialogContent
        size={2}
        dismissible={!saving.busy}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle>Reject Request {request?.id}</DialogTitle>
        <form
          noValidate
          aria-label="Reject request"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {failure ? (
            <Alert variant="error" css={{ marginBottom: '$4' }}>
              {failure}
            </Alert>
          ) : null}
          <TextArea
            label="Reason"
            required
            maxLength={REASON_MAX}
            rows={4}
            value={reason}
            error={error ?? undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setError(null);
            }}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving.busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving.busy}>
              Reject
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
