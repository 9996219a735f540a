import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from './Icon';
import styles from './Toast.module.css';

/** Colour and meaning of a toast. */
export type ToastTone = 'info' | 'success' | 'error';

type ToastItem = { id: number; message: string; tone: ToastTone; slot?: string | undefined };

/** What useToast gives: show a toast, dismiss one. */
export type ToastApi = {
  /** Shows a short message for a few seconds; returns its id. */
  show: (
    message: string,
    options?: {
      tone?: ToastTone;
      durationMs?: number;
      /**
       * A slot name: a toast shown in a slot that already has one replaces its message and starts
       * its time again, so quick repeated actions update one toast instead of stacking several.
       */
      slot?: string;
    },
  ) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const defaultDurationMs = 5000;

/**
 * Holds the toasts and renders their live region. The region is always in the page, because
 * screen readers only announce changes to a live region that existed before the change.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // The toast each slot shows now.
  const slotIds = useRef(new Map<string, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    slotIds.current.forEach((slotId, slot) => {
      if (slotId === id) slotIds.current.delete(slot);
    });
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, options) => {
      const tone = options?.tone ?? 'info';
      const slot = options?.slot;
      const taken = slot === undefined ? undefined : slotIds.current.get(slot);
      const id = taken ?? nextId.current++;
      if (taken !== undefined) {
        setToasts((list) => list.map((t) => (t.id === id ? { ...t, message, tone } : t)));
        clearTimeout(timers.current.get(id));
      } else {
        if (slot !== undefined) slotIds.current.set(slot, id);
        setToasts((list) => [...list.slice(-3), { id, message, tone, slot }]);
      }
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options?.durationMs ?? defaultDurationMs),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone] ?? ''}`}>
            <p className={styles.message}>{toast.message}</p>
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows toasts from any component under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it.');
  return api;
}
