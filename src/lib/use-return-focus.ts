import { useCallback, useRef } from 'react';

/**
 * Focus for dialogs opened from a list without a Radix trigger: on close it goes back to the
 * button that opened the dialog, or to the fallback (e.g. 'Add New …') when that button is gone
 * because its card was deleted.
 */
export function useReturnFocus<T extends HTMLElement>() {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<T | null>(null);
  const remember = useCallback((element: EventTarget | null) => {
    opener.current = element instanceof HTMLElement ? element : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : fallbackRef.current;
    target?.focus();
  }, []);
  return { fallbackRef, remember, onCloseAutoFocus };
}
