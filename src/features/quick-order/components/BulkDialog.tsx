import { useEffect, useRef } from 'react';
import type { AddOutcome, AddRequest } from '../lib/list-model';
import { fileText, UnreadableFile } from '../lib/read-file';
import { useBulkEntry } from '../hooks/useBulkEntry';
import { PasteDialog } from './PasteDialog';

/** A file to read, numbered so choosing the same file again reads it again. */
export type FileRequest = { file: File; id: number };

export type BulkDialogProps = {
  add: (requests: AddRequest[]) => AddOutcome[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: FileRequest | null;
  style: string;
  onStyle: (code: string) => void;
};

/**
 * The paste dialog with the parser, the lookup and the report: fetched when the dealer first
 * opens it or chooses a file (BulkEntry), so the quick order's first load stays small.
 */
export default function BulkDialog({
  add,
  open,
  onOpenChange,
  file,
  style,
  onStyle,
}: BulkDialogProps) {
  const bulk = useBulkEntry(add);
  const { run, unreadable, reset } = bulk;
  const read = useRef(0);

  useEffect(() => {
    if (!file || file.id === read.current) return;
    read.current = file.id;
    void (async () => {
      let text: string;
      try {
        text = await fileText(file.file);
      } catch (error) {
        unreadable(
          error instanceof UnreadableFile ? error.message : `${file.file.name} could not be read.`,
        );
        return;
      }
      await run(text, 'file', style);
    })();
  }, [file, run, unreadable, style]);

  return (
    <PasteDialog
      bulk={bulk}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
      style={style}
      onStyle={onStyle}
    />
  );
}
