import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import styles from './toast.module.css';
import { ToastContext, type ToastOptions, type ToastTone } from './use-toast';

/** Long enough to read two short lines, short enough not to cover the game. */
const DEFAULT_DURATION_MS = 4000;

interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: ReactNode;
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/** Owns the toast stack and its live region; put one near the root of the app. */
export function ToastProvider({ children }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const lastId = useRef(0);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ message, tone = 'info', durationMs = DEFAULT_DURATION_MS }: ToastOptions) => {
      lastId.current += 1;
      const id = lastId.current;
      setToasts((list) => [...list, { id, tone, message }]);
      // setTimeout turns Infinity into 0, which would hide a sticky toast at once.
      if (Number.isFinite(durationMs)) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
      }
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
    <ToastContext value={api}>
      {children}
      <section className={styles.region} aria-label={t('kitOverlays.notifications')}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={[styles.toast, styles[toast.tone]].filter(Boolean).join(' ')}
          >
            <span aria-hidden="true" className={styles.mark} />
            {/* The role sits on the text alone, so the dismiss button is not read out with it. */}
            <p className={styles.message} role={toast.tone === 'error' ? 'alert' : 'status'}>
              {toast.message}
            </p>
            <Button
              variant="ghost"
              className={styles.dismiss}
              aria-label={t('kitOverlays.dismiss')}
              onClick={() => dismiss(toast.id)}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
        ))}
      </section>
    </ToastContext>
  );
}
