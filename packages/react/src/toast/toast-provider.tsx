import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_AUTO_CLOSE_MS } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { leaveTopLayer, raiseToTop } from '../modal/top-layer.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { ToastContext, type Toaster, type ToastOptions, type ToastTone } from './toast-context.ts';
import { ToastItem } from './toast-item.tsx';

export interface ToastProviderProps {
  /** How long a toast stays while not hovered or focused, in ms. Default `TOAST_AUTO_CLOSE_MS` (3000, §9). */
  durationMs?: number;
  children?: ReactNode;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/**
 * Gives its children {@link useToast} and shows their toasts, a list named 'Notifications' (the `toast`
 * messages), in one polite live region. The live region is always in the page (empty, with no list and no
 * landmark while there is no toast), so a toast added to it is announced; a toast never takes the focus. It is portalled to `document.body` and marked
 * `data-lomi-toasts`, so an open modal dialog leaves it out when it makes the rest of the page inert, and
 * while it holds toasts it sits in the browser's top layer above any open dialog: a failure shown while a
 * dialog stays open is still heard and seen. Place it inside `LomiProvider`, around the
 * whole app.
 */
export function ToastProvider({ durationMs = TOAST_AUTO_CLOSE_MS, children }: ToastProviderProps) {
  const t = useTranslate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, tone: options.tone ?? 'success' }]);
    return id;
  }, []);
  const toaster = useMemo<Toaster>(() => ({ show, dismiss }), [show, dismiss]);
  // While there are toasts their region sits in the top layer, above any open Modal (which is there too).
  const raiseRegion = useCallback((list: HTMLOListElement | null) => {
    const region = list?.parentElement;
    if (!region) return;
    raiseToTop(region);
    return () => leaveTopLayer(region);
  }, []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {createPortal(
        <LomiRoot
          className="lomi-toasts"
          aria-live="polite"
          aria-relevant="additions text"
          data-lomi-toasts=""
        >
          {toasts.length > 0 ? (
            <ol ref={raiseRegion} className="lomi-toasts__list" aria-label={t('toast.region')}>
              {toasts.map((toast) => (
                <ToastItem
                  key={toast.id}
                  message={toast.message}
                  tone={toast.tone}
                  durationMs={durationMs}
                  dismissLabel={t('toast.dismiss')}
                  onClose={() => dismiss(toast.id)}
                />
              ))}
            </ol>
          ) : null}
        </LomiRoot>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
