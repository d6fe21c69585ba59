import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from './stitches.config';
import { toastTop } from './toastPlacement';
import type { ToastItem, ToastQueue, ToastVariant } from './toastQueue';

// The toast's look and Radix's parts, loaded with the first message (Toast.tsx).

// Horizontally centred, near the top just under the header (docs/business-rules.md#timings); moved
// off the focused control when it would cover it. The viewport itself does not catch clicks.
const RESTING_TOP = 'calc($sizes$topBar + $sizes$header + $space$4)';
const ToastViewport = /* @__PURE__ */ styled(ToastPrimitive.Viewport, {
  position: 'fixed',
  top: RESTING_TOP,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  listReset: true,
  outline: 'none',
  pointerEvents: 'none',
  '& > li': { pointerEvents: 'auto' },
});

const ToastRoot = /* @__PURE__ */ styled(ToastPrimitive.Root, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minWidth: 320,
  maxWidth: 560,
  padding: '$4 $5',
  borderRadius: '$3',
  boxShadow: '$3',
  backgroundColor: '$gray9',
  color: '$white',
  fontSize: '$3',
  fontWeight: '$semibold',
  '& > svg': { flexShrink: 0 },
  '@motionSafe': {
    '&[data-state="open"]': {
      animationName: 'ds-appear',
      animationDuration: '150ms',
      animationTimingFunction: 'ease-out',
    },
  },
  variants: {
    variant: {
      info: { backgroundColor: '$gray9' },
      success: { backgroundColor: '$success' },
      error: { backgroundColor: '$primary' },
      warning: { backgroundColor: '$warning' },
    },
  },
  defaultVariants: { variant: 'info' },
});

const ToastDescription = /* @__PURE__ */ styled(ToastPrimitive.Description, { flexGrow: 1 });

const ToastCloseButton = /* @__PURE__ */ styled(ToastPrimitive.Close, {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '$2',
  cursor: 'pointer',
  color: 'inherit',
  pressable: { backgroundColor: 'rgba(255,255,255,0.18)' },
});

const ToastActionButton = /* @__PURE__ */ styled(ToastPrimitive.Action, {
  all: 'unset',
  flexShrink: 0,
  padding: '$1 $3',
  borderRadius: '$2',
  border: '1px solid currentColor',
  fontSize: '$2',
  fontWeight: '$bold',
  cursor: 'pointer',
  pressable: { backgroundColor: 'rgba(255,255,255,0.18)' },
});

const icons: Record<ToastVariant, ReactNode> = {
  info: <Info size={20} aria-hidden />,
  success: <CircleCheck size={20} aria-hidden />,
  error: <CircleAlert size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
};

/** The message on screen now, if any, in Radix's toast region. */
export default function ToastView({
  current,
  queue,
}: {
  current: ToastItem | null;
  queue: ToastQueue;
}) {
  const viewport = useRef<HTMLOListElement>(null);
  useAvoidFocus(viewport, current?.id);
  return (
    // The queue owns the timing, so Radix's own timer is switched off.
    <ToastPrimitive.Provider duration={Number.POSITIVE_INFINITY} swipeDirection="up">
      {current ? (
        <ToastRoot
          key={current.id}
          variant={current.variant}
          type={current.variant === 'error' ? 'foreground' : 'background'}
          open
          onOpenChange={(open) => {
            if (!open) queue.dismiss(current.id);
          }}
        >
          {icons[current.variant]}
          <ToastDescription>{current.message}</ToastDescription>
          {current.action ? (
            <ToastActionButton altText={current.action.label} onClick={current.action.onSelect}>
              {current.action.label}
            </ToastActionButton>
          ) : null}
          <ToastCloseButton aria-label="Dismiss">
            <X size={18} aria-hidden />
          </ToastCloseButton>
        </ToastRoot>
      ) : null}
      <ToastViewport ref={viewport} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}

/**
 * Keeps the visible toast off the focused control: measured when it appears and again whenever
 * focus moves or the page scrolls under it.
 */
function useAvoidFocus(
  viewport: { current: HTMLOListElement | null },
  toastId: number | undefined,
) {
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el || toastId === undefined) return;
    const place = () => {
      el.style.removeProperty('top');
      const box = el.getBoundingClientRect();
      const focused = document.activeElement;
      const inside = !focused || focused === document.body || el.contains(focused);
      const top = toastTop({
        resting: box.top,
        toast: box,
        focused: inside ? null : focused.getBoundingClientRect(),
        viewportHeight: window.innerHeight,
      });
      if (top !== box.top) el.style.setProperty('top', `${top}px`);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
    };
  }, [viewport, toastId]);
}
