import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex } from '@ds';
import { saveTextFile } from '@/lib/download';
import type { AddOutcome, AddRequest } from '../lib/list-model';
import { CSV_TEMPLATE } from '../lib/parse-lines';
import { useBulkEntry } from '../lib/useBulkEntry';
import { useMatchStyle } from '../lib/useMatchStyle';
import { PasteDialog } from './PasteDialog';
import { StyleSelect } from './StyleSelect';

type Props = { add: (requests: AddRequest[]) => AddOutcome[]; disabled: boolean };

/** Paste a List (dialog), Upload CSV with its style and the CSV template: many lines at once. */
export function BulkEntry({ add, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const bulk = useBulkEntry(add);
  const [style, setStyle] = useMatchStyle();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) bulk.reset();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOpen(true);
    await bulk.run(await file.text(), 'file', style);
  };

  return (
    <Flex gap="3" align="end" wrap="wrap">
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        Paste a List
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => fileRef.current?.click()}>
        Upload CSV
      </Button>
      <StyleSelect value={style} onChange={setStyle} />
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
      <PasteDialog
        bulk={bulk}
        open={open}
        onOpenChange={onOpenChange}
        style={style}
        onStyle={setStyle}
      />
    </Flex>
  );
}
