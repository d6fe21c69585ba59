import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { createToastQueue } from './toastQueue';
import type { ToastOptions, ToastQueue } from './toastQueue';

// Radix's toast and the toast's look load after the first paint (when the browser is idle, or
// with the first message if that comes sooner): no page needs them to draw.
const loadView = () => import('./ToastView');
const ToastView = lazy(loadView);

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
  const [queue] = useState(() => queueProp ?? createToastQueue());
  const [api] = useState<ToastApi>(() => ({
    show: queue.show,
    success: (message, options) => queue.show(message, { ...options, variant: 'success' }),
    dismiss: queue.dismiss,
  }));
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  const [shown, setShown] = useState(false);
  if (current && !shown) setShown(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 1));
    idle(() => void loadView());
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastView current={current} queue={queue} />
        </Suspense>
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
