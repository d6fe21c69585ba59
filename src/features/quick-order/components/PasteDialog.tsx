import { useRef } from 'react';
import { flushSync } from 'react-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Flex,
  TextArea,
} from '@ds';
import type { RefusedLine } from '../lib/bulk-report';
import type { useBulkEntry } from '../hooks/useBulkEntry';
import { BulkReport } from './BulkReport';
import { StyleSelect } from './StyleSelect';

type Props = {
  bulk: ReturnType<typeof useBulkEntry>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  style: string;
  onStyle: (code: string) => void;
};

/** The box of a paste or an upload's leftovers, its style, and the report of the last Add Lines. */
export function PasteDialog({ bulk, open, onOpenChange, style, onStyle }: Props) {
  const { state, text, setText, run, accept, source } = bulk;
  const busy = state.phase === 'resolving';
  const reportRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const addLines = () => {
    if (!busy && text.trim()) void run(text, source, style);
  };
  const live = state.phase === 'done' && text === state.boxText;

  // The button taken leaves with its line: focus goes on to the next line's suggestions, or Done.
  const onAccept = (refused: RefusedLine, sku: string) => {
    flushSync(() => accept(refused.line, sku));
    const dialog = reportRef.current?.closest('[role="dialog"]');
    const next =
      reportRef.current?.querySelector<HTMLButtonElement>('[data-suggestion]') ??
      dialog?.querySelector<HTMLButtonElement>('[data-done]');
    next?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        size={3}
        dismissible={!busy}
        // The box, not the style, takes focus: the dealer came to paste.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          boxRef.current?.focus();
        }}
      >
        <DialogTitle>{source === 'file' ? 'Upload Results' : 'Paste a List'}</DialogTitle>
        <DialogDescription>
          {source === 'file'
            ? 'Columns are read by their headers (sku or item; quantity or qty; assembled; hinge); a file without headers is read as SKU, then quantity.'
            : 'One item per line: SKU or item code, then quantity (1 when left out), separated by a comma, tab, semicolon or spaces; L or R for the hinge side, A or RTA. Cells copied from a spreadsheet work as they are.'}{' '}
          Lines added leave the box; lines not added stay, with the reason below.
        </DialogDescription>
        <Flex direction="column" gap="4">
          <StyleSelect value={style} onChange={onStyle} />
          <TextArea
            label="SKUs and quantities"
            rows={8}
            value={text}
            disabled={busy}
            placeholder={'TPW-B12, 2\nHW-PULL-128\t10\nB12 2 L'}
            ref={boxRef}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                addLines();
              }
            }}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            textAreaCss={{ fontFamily: '$mono' }}
          />
          <div ref={reportRef}>
            <BulkReport state={state} onAccept={live ? onAccept : null} />
          </div>
        </Flex>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy} data-done>
              Done
            </Button>
          </DialogClose>
          <Button loading={busy} disabled={busy || !text.trim()} onClick={addLines}>
            Add Lines
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
