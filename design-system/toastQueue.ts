import { TOAST_DURATION_MS } from './constants';

export type ToastVariant = 'info' | 'success' | 'error' | 'warning';

/** One button in the toast, e.g. 'View Cart'; choosing it runs onSelect and closes the toast. */
export type ToastAction = { label: string; onSelect: () => void };

export type ToastOptions = { variant?: ToastVariant; duration?: number; action?: ToastAction };

export type ToastItem = {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
};

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type ToastQueueOptions = {
  defaultDuration?: number;
  /** Pause between two messages, so a new message reads as new (and the exit animation ends). */
  gapMs?: number;
  timers?: Timers;
};

export type ToastQueue = {
  show: (message: string, options?: ToastOptions) => number;
  /** Closes the visible toast early (close button, swipe); the next one follows after the gap. */
  dismiss: (id?: number) => void;
  current: () => ToastItem | null;
  pending: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
  /** While held, messages wait (their time not started) until nothing can draw them yet. */
  hold: (held: boolean) => void;
};

/**
 * One message at a time, in the order shown: the queue owns the timing so it is the same
 * everywhere and testable with fake timers.
 */
export function createToastQueue({
  defaultDuration = TOAST_DURATION_MS,
  gapMs = 150,
  timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
}: ToastQueueOptions = {}): ToastQueue {
  let nextId = 1;
  let visible: ToastItem | null = null;
  let waiting: ToastItem[] = [];
  let timer: unknown = null;
  let inGap = false;
  let held = false;
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((l) => l());

  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const advance = () => {
    if (visible || inGap || held) return;
    const next = waiting.shift();
    if (!next) return;
    visible = next;
    timer = timers.setTimeout(() => close(next.id), next.duration);
    emit();
  };

  const close = (id?: number) => {
    if (!visible || (id !== undefined && visible.id !== id)) return;
    stopTimer();
    visible = null;
    emit();
    if (waiting.length === 0) return;
    if (gapMs <= 0) {
      advance();
      return;
    }
    inGap = true;
    timer = timers.setTimeout(() => {
      timer = null;
      inGap = false;
      advance();
    }, gapMs);
  };

  return {
    show(message, options = {}) {
      const duration =
        options.duration !== undefined && options.duration >= 0
          ? options.duration
          : defaultDuration;
      const item: ToastItem = {
        id: nextId++,
        message,
        variant: options.variant ?? 'info',
        duration,
        ...(options.action ? { action: options.action } : {}),
      };
      waiting = [...waiting, item];
      advance();
      if (visible?.id !== item.id) emit();
      return item.id;
    },
    dismiss: close,
    hold(on) {
      held = on;
      if (!on) advance();
    },
    current: () => visible,
    pending: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      stopTimer();
      inGap = false;
      visible = null;
      waiting = [];
      emit();
    },
  };
}
