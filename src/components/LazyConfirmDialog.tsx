import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '@ds';

// The dialog code (Radix Dialog and its scroll lock, about 9 KiB gzip) loads when a screen first
// asks a question, not with the screen: the cart and quote detail stay within their 150 KiB budget.
const ConfirmDialog = lazy(() =>
  import('@ds/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** ConfirmDialog, loaded on its first opening and kept mounted afterwards (so closing animates). */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
