import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LOADING_OVERLAY_TIMEOUT_MS, NETWORK_ISSUE_MESSAGE } from './constants';
import { Spinner } from './Spinner';
import { styled } from './stitches.config';
import { useOptionalToast } from './Toast';

const Backdrop = /* @__PURE__ */ styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  backgroundColor: 'rgba(255, 255, 255, 0.78)',
  color: '$primary',
  cursor: 'progress',
  // Over a modal dialog the body has pointer-events none; the blocker must still catch clicks.
  pointerEvents: 'auto',
});

const Label = /* @__PURE__ */ styled('p', {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$semibold',
  color: '$text',
});

export type LoadingOverlayProps = {
  /** Show while a save or delete runs. */
  active: boolean;
  label?: string;
  timeoutMs?: number;
  /**
   * Called once when the overlay gives up after timeoutMs (it hides itself then); reset the
   * caller's busy state here. The overlay also toasts timeoutMessage when a ToastProvider exists.
   */
  onTimeout?: () => void;
  timeoutMessage?: string;
};

/**
 * Full-screen blocker during saves and deletes. It never spins forever: after 40 s it stops and
 * reports 'Network issue, please try again.'.
 */
export function LoadingOverlay({
  active,
  label = 'Please wait…',
  timeoutMs = LOADING_OVERLAY_TIMEOUT_MS,
  onTimeout,
  timeoutMessage = NETWORK_ISSUE_MESSAGE,
}: LoadingOverlayProps) {
  const toast = useOptionalToast();
  const [timedOut, setTimedOut] = useState(false);
  const [prevActive, setPrevActive] = useState(active);
  // Each new activation starts with a fresh timer (state adjusted during render, not in an effect).
  if (active !== prevActive) {
    setPrevActive(active);
    if (active) setTimedOut(false);
  }

  const latest = useRef({ onTimeout, toast, timeoutMessage });
  useEffect(() => {
    latest.current = { onTimeout, toast, timeoutMessage };
  });

  useEffect(() => {
    if (!active) return undefined;
    const handle = setTimeout(() => {
      setTimedOut(true);
      const { onTimeout: cb, toast: t, timeoutMessage: msg } = latest.current;
      t?.show(msg, { variant: 'error' });
      cb?.();
    }, timeoutMs);
    return () => clearTimeout(handle);
  }, [active, timeoutMs]);

  if (!active || timedOut || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <Spinner size={3} aria-hidden="true" />
      <Label>{label}</Label>
    </Backdrop>,
    document.body,
  );
}
