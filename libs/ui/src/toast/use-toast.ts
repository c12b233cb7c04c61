import { createContext, useContext, type ReactNode } from 'react';

/** How a toast reads: errors interrupt (role="alert"), the others wait their turn. */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: ReactNode;
  /** @default 'info' */
  tone?: ToastTone;
  /** How long it stays before leaving by itself; `Infinity` keeps it until dismissed. @default 4000 */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id, so the caller can dismiss it early. */
  show: (options: ToastOptions) => number;
  /** Removes a toast now; an unknown id is ignored. */
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows short notifications from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
