import { useCallback, useRef, useState } from 'react';
import { shownError, type ShownError } from './error-key';

export interface Submission<Args extends unknown[]> {
  /** Runs the action unless one is already running; never throws (the error is kept). */
  submit: (...args: Args) => Promise<void>;
  pending: boolean;
  /** What went wrong the last time, as an i18n key and its values; cleared on the next attempt. */
  error: ShownError | null;
}

/**
 * A form's pending and error state around one platform call: the button shows it is working,
 * a second press while it runs is ignored, and a failure becomes a translated message with the
 * form's input left as it was. `onError` sees the raw failure first (e.g. a login that now
 * wants a captcha).
 */
export function useSubmit<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  onError?: (failed: unknown) => void,
): Submission<Args> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const running = useRef(false);
  // The latest action and handler, so `submit` keeps one identity across renders.
  const latest = useRef({ action, onError });
  latest.current = { action, onError };

  const submit = useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await latest.current.action(...args);
    } catch (failed) {
      latest.current.onError?.(failed);
      setError(shownError(failed));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { submit, pending, error };
}
