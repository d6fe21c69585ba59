import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { Product } from '@/features/catalog';
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Flex,
  Progress,
  Text,
  formatDate,
} from '@ds';
import { useDesignImport } from '../hooks/useDesignImport';
import { styleLabel } from '../lib/styles';
import { DesignReport } from './DesignReport';

/** A design file to import with the style chosen beside it, numbered so the same file reads again. */
export type DesignRequest = { file: File; style: string; id: number };

export type DesignDialogProps = {
  request: DesignRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Import a Design's dialog: progress, then the report and Add to Cart. Fetched when the dealer
 * heads for the button (DesignImport); the XML reader itself only once a file is chosen.
 */
export default function DesignDialog({ request, open, onOpenChange }: DesignDialogProps) {
  const { state, choose, importAgain, accept, send, reset } = useDesignImport();
  const read = useRef(0);

  useEffect(() => {
    if (!request || request.id === read.current) return;
    read.current = request.id;
    void choose(request.file, request.style);
  }, [request, choose]);

  const bodyRef = useRef<HTMLDivElement>(null);

  // The button taken leaves with its item: focus goes on to the next suggestions, or Done.
  const onAccept = (code: string, product: Product) => {
    flushSync(() => accept(code, product));
    const body = bodyRef.current;
    const next =
      body?.querySelector<HTMLButtonElement>('[data-suggestion]') ??
      body?.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>('[data-done]');
    next?.focus();
  };

  const close = () => {
    onOpenChange(false);
    reset();
  };

  if (state.phase === 'again')
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title="Import This Design Again?"
        text={`${state.name} has the same content as a design added to your cart on ${formatDate(state.addedAt)}. Importing it again adds its lines a second time.`}
        confirmLabel="Import Again"
        onConfirm={() => void importAgain()}
      />
    );

  const busy =
    state.phase === 'reading' ||
    state.phase === 'resolving' ||
    (state.phase === 'done' && state.sending);
  const done = state.phase === 'done' ? state : null;
  const pending = done ? done.report.lines.filter((l) => !done.sent.keys.includes(l.key)) : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && close()}>
      <DialogContent size={3} dismissible={!busy}>
        <DialogTitle>Import a Design</DialogTitle>
        <DialogDescription>
          {request
            ? `${request.file.name}: item codes matched to ${styleLabel(request.style)}, full SKUs as they are.`
            : ''}{' '}
          Nothing goes into the cart until you add the lines.
        </DialogDescription>
        <Flex direction="column" gap="4" ref={bodyRef}>
          {state.phase === 'reading' ? (
            <Text size="2" role="status">
              Reading {state.name}…
            </Text>
          ) : null}
          {state.phase === 'refused' ? (
            <Alert variant="error" role="alert">
              {state.message}
            </Alert>
          ) : null}
          {state.phase === 'failed' ? (
            <Alert variant="error" role="alert">
              The item codes could not be checked. Nothing was added; please try again.
            </Alert>
          ) : null}
          {state.phase === 'resolving' ? (
            <Flex direction="column" gap="2" role="status">
              <Text size="2">
                Checking item codes: {state.done} of {state.total}
              </Text>
              <Progress
                max={Math.max(state.total, 1)}
                value={state.done}
                aria-label="Checking item codes"
              />
            </Flex>
          ) : null}
          {done ? (
            <DesignReport
              report={done.report}
              sent={done.sent}
              onAccept={done.sent.keys.length || done.sending ? null : onAccept}
            />
          ) : null}
        </Flex>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy} data-done>
              Done
            </Button>
          </DialogClose>
          {done && done.sent.keys.length > 0 ? (
            <ButtonLink href="/cart" variant="outline" onClick={close}>
              View Cart
            </ButtonLink>
          ) : null}
          {done && pending.length > 0 ? (
            <Button loading={done.sending} disabled={busy} onClick={() => void send()}>
              {`${done.sent.keys.length ? 'Try Again' : 'Add to Cart'} (${pending.length === 1 ? '1 line' : `${pending.length} lines`})`}
            </Button>
          ) : null}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
