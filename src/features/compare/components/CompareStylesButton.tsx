import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@ds';
import type { CompareSource } from './types';

// The dialog, its pricing and the PDF call load when it first opens (or when the pointer or the
// focus reaches the button, to save that wait), so the cart and quote routes keep their budget.
const loadDialog = () => import('./CompareStylesDialog');
const CompareStylesDialog = lazy(loadDialog);

/** 'Compare Styles': what the lines cost in every cabinet style, with one click to switch. */
export function CompareStylesButton(props: CompareSource) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        ref={button}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Compare Styles
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CompareStylesDialog
            {...props}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
