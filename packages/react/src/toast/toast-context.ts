import { createContext, useContext } from 'react';

/** How a toast looks: a confirmation or a failure. */
export type ToastTone = 'success' | 'error';

export interface ToastOptions {
  /** `success` (default) or `error`; only the look changes, every toast is announced politely. */
  tone?: ToastTone;
}

/** Shows short messages that close by themselves (§9: after 3000 ms). */
export interface Toaster {
  /** Shows `message` (already translated) and returns its id, for {@link Toaster.dismiss}. */
  show(message: string, options?: ToastOptions): number;
  /** Closes a toast before its time. */
  dismiss(id: number): void;
}

export const ToastContext = createContext<Toaster | null>(null);

/**
 * The toaster of the nearest {@link ToastProvider}. A toast outlives the component that showed it (a page
 * may navigate away right after), so the provider belongs near the root of the app.
 */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) {
    throw new Error(
      '[lomi] useToast() needs a <ToastProvider> above it (inside <LomiProvider>). See packages/react/README.md.',
    );
  }
  return toaster;
}
