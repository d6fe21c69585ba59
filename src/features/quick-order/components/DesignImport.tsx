import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@ds';
import type { DesignRequest } from './DesignDialog';

const loadDialog = () => import('./DesignDialog');
const DesignDialog = lazy(loadDialog);

type Props = { style: string; disabled: boolean };

/**
 * Import a Design: a 2020 Design XML file read with the style chosen beside it. The dialog is
 * fetched as the dealer heads for the button, the XML reader only once a file is chosen.
 */
export function DesignImport({ style, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<DesignRequest | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const preload = () => void loadDialog();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The reader is fetched now, while the dialog opens, not after it has rendered.
    void import('../lib/design-xml').catch(() => undefined);
    setOpen(true);
    setRequest((last) => ({ file, style, id: (last?.id ?? 0) + 1 }));
  };

  return (
    <>
      <Button
        variant="outline"
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => fileRef.current?.click()}
      >
        Import a Design
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept=".xml,text/xml,application/xml"
        aria-label="2020 Design XML file"
        hidden
        onChange={onFile}
      />
      {request ? (
        <Suspense fallback={null}>
          <DesignDialog request={request} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
