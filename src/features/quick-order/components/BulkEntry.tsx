import { useRef, useState, type ChangeEvent } from 'react';
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
import { saveTextFile } from '@/lib/download';
import type { RefusedLine } from '../lib/bulk-report';
import type { AddOutcome, AddRequest } from '../lib/list-model';
import { CSV_TEMPLATE } from '../lib/parse-lines';
import { useBulkEntry } from '../lib/useBulkEntry';
import { BulkReport } from './BulkReport';

type Props = { add: (requests: AddRequest[]) => AddOutcome[]; disabled: boolean };

/** Paste a List (dialog), Upload CSV and the CSV template: many lines at once. */
export function BulkEntry({ add, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { state, text, setText, run, accept, reset } = useBulkEntry(add);
  const busy = state.phase === 'resolving';
  const reportRef = useRef<HTMLDivElement>(null);
  const live = state.phase === 'done' && text === state.boxText;

  // The button taken leaves with its line: focus goes on to the next line's suggestions, or Done.
  const onAccept = (refused: RefusedLine, sku: string) => {
    flushSync(() => accept(refused.line, sku));
    const next = reportRef.current?.querySelector<HTMLButtonElement>('[data-suggestion]');
    (
      next ??
      reportRef.current?.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>('[data-done]')
    )?.focus();
  };

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) reset();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOpen(true);
    await run(await file.text(), 'file');
  };

  return (
    <Flex gap="3" align="center">
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        Paste a List
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => fileRef.current?.click()}>
        Upload CSV
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-label="CSV file"
        hidden
        onChange={onFile}
      />
      <Button variant="link" onClick={() => saveTextFile(CSV_TEMPLATE, 'quick-order-template.csv')}>
        Download CSV Template
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent size={3} dismissible={!busy}>
          <DialogTitle>Paste a List</DialogTitle>
          <DialogDescription>
            One item per line: SKU, then quantity (1 when left out), separated by a comma, tab,
            semicolon or spaces. Cells copied from a spreadsheet work as they are. Lines added leave
            the box; lines not added stay, with the reason below.
          </DialogDescription>
          <Flex direction="column" gap="4">
            <TextArea
              label="SKUs and quantities"
              rows={8}
              value={text}
              disabled={busy}
              placeholder={'TPW-B12, 2\nHW-PULL-128\t10'}
              onChange={(e) => setText(e.target.value)}
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
            <Button loading={busy} disabled={busy || !text.trim()} onClick={() => run(text)}>
              Add Lines
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </Flex>
  );
}
