import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { styled } from './stitches.config';
import { createToastQueue } from './toastQueue';
import type { ToastOptions, ToastQueue, ToastVariant } from './toastQueue';

// Centred on screen (docs/business-rules.md#timings). The viewport itself does not catch clicks.
const ToastViewport = /* @__PURE__ */ styled(ToastPrimitive.Viewport, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
  '&:hover': { backgroundColor: 'rgba(255,255,255,0.18)' },
  '&:focus-visible': { focusRing: 'outset' },
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
  '&:hover': { backgroundColor: 'rgba(255,255,255,0.18)' },
  '&:focus-visible': { focusRing: 'outset' },
});

const icons: Record<ToastVariant, ReactNode> = {
  info: <Info size={20} aria-hidden />,
  success: <CircleCheck size={20} aria-hidden />,
  error: <CircleAlert size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
};

type ToastApi = {
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id?: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Shows messages one at a time; must wrap the app (and Ladle stories). */
export function ToastProvider({
  children,
  queue: queueProp,
}: {
  children: ReactNode;
  /** Injected in tests; otherwise one queue per provider. */
  queue?: ToastQueue;
}) {
  const [queue] = useState(() => queueProp ?? createToastQueue());
  const [api] = useState<ToastApi>(() => ({ show: queue.show, dismiss: queue.dismiss }));
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);

  return (
    <ToastContext.Provider value={api}>
      {/* The queue owns the timing, so Radix's own timer is switched off. */}
      <ToastPrimitive.Provider duration={Number.POSITIVE_INFINITY} swipeDirection="up">
        {children}
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
        <ToastViewport label="Notifications ({hotkey})" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** show(message, { variant, duration, action }) queues a message (2000 ms by default). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

/** For components that toast when a provider exists and stay quiet otherwise. */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}
