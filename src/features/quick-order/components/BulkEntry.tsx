import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex } from '@ds';
import { saveTextFile } from '@/lib/download';
import type { AddOutcome, AddRequest } from '../lib/list-model';
import { FILE_ACCEPT } from '../lib/read-file';
import { CSV_TEMPLATE } from '../lib/template';
import { useMatchStyle } from '../hooks/useMatchStyle';
import type { FileRequest } from './BulkDialog';
import { DesignImport } from './DesignImport';
import { StyleSelect } from './StyleSelect';

const loadDialog = () => import('./BulkDialog');
const BulkDialog = lazy(loadDialog);

type Props = { add: (requests: AddRequest[]) => AddOutcome[]; disabled: boolean };

/**
 * Paste a List (dialog), Upload CSV or Excel and Import a Design with their style, and the CSV
 * template: many lines at once.
 */
export function BulkEntry({ add, disabled }: Props) {
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once used, so the box keeps what was not added between openings.
  const [used, setUsed] = useState(false);
  const [file, setFile] = useState<FileRequest | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [style, setStyle] = useMatchStyle();
  // Fetched as soon as the dealer heads for a bulk button, so it is usually in by the click.
  const preload = () => void loadDialog();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUsed(true);
    setOpen(true);
    setFile((last) => ({ file: chosen, id: (last?.id ?? 0) + 1 }));
  };

  return (
    <Flex gap="3" align="end" wrap="wrap">
      <Button
        variant="outline"
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Paste a List
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => fileRef.current?.click()}
      >
        Upload CSV or Excel
      </Button>
      <DesignImport style={style} disabled={disabled} />
      <StyleSelect value={style} onChange={setStyle} />
      <input
        ref={fileRef}
        type="file"
        accept={FILE_ACCEPT}
        aria-label="CSV or Excel file"
        hidden
        onChange={onFile}
      />
      <Button variant="link" onClick={() => saveTextFile(CSV_TEMPLATE, 'quick-order-template.csv')}>
        Download CSV Template
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <BulkDialog
            add={add}
            open={open}
            onOpenChange={setOpen}
            file={file}
            style={style}
            onStyle={setStyle}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
