import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createToastQueue } from './toastQueue';
import { styled } from './stitches.config';
import type { ToastItem, ToastOptions, ToastQueue } from './toastQueue';

// Radix's toast and the toast's look load after the first paint (when the browser is idle, or
// with the first message if that comes sooner): no page needs them to draw. Messages wait in the
// queue, their time not yet started, until the view is there.
type View = ComponentType<{ current: ToastItem | null; queue: ToastQueue }>;
let loadedView: View | null = null;
let loadingView: Promise<View> | null = null;
function loadView(): Promise<View> {
  loadingView ??= import('./ToastView').then(
    (m) => (loadedView = m.default),
    (error: unknown) => {
      loadingView = null;
      throw error;
    },
  );
  return loadingView;
}

/** Where the view could not be fetched, the message still shows, plainly. */
const PlainToast = /* @__PURE__ */ styled('div', {
  position: 'fixed',
  top: '$4',
  left: '$4',
  right: '$4',
  zIndex: '$toast',
  padding: '$3 $4',
  borderRadius: '$3',
  backgroundColor: '$gray9',
  color: '$white',
});

type ToastApi = {
  show: (message: string, options?: ToastOptions) => number;
  /** show() with the success look: toast.success('Added', { action: { label, href } }). */
  success: (message: string, options?: Omit<ToastOptions, 'variant'>) => number;
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
  const [queue] = useState(() => {
    const q = queueProp ?? createToastQueue();
    if (!loadedView) q.hold(true);
    return q;
  });
  const [view, setView] = useState<View | null>(() => loadedView);
  const [failed, setFailed] = useState(false);
  const [ensureView] = useState(() => () => {
    if (loadedView) return;
    loadView().then(
      (loaded) => {
        setView(() => loaded);
        queue.hold(false);
      },
      () => {
        setFailed(true);
        queue.hold(false);
      },
    );
  });
  const [api] = useState<ToastApi>(() => {
    const show = (message: string, options?: ToastOptions) => {
      ensureView();
      return queue.show(message, options);
    };
    return {
      show,
      success: (message, options) => show(message, { ...options, variant: 'success' }),
      dismiss: queue.dismiss,
    };
  });
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 1));
    idle(ensureView);
  }, [ensureView]);
  const View = view;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {View ? (
        <View current={current} queue={queue} />
      ) : failed && current ? (
        <PlainToast role="status">{current.message}</PlainToast>
      ) : null}
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
