import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { deepActiveElement, tabbableElements } from './focusable.ts';
import { inertOutside } from './inert-outside.ts';
import { lockScroll } from './scroll-lock.ts';
import { showInTopLayer } from './top-layer.ts';

export interface ModalProps {
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** Id of the element describing the dialog, if any. */
  describedBy?: string;
  /** Called for Escape; the owner decides whether to close. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: `role="dialog"` with `aria-modal`, over a backdrop (`.lomi-modal`, see `modalStyles`) that
 * sits in the browser's top layer, so it covers the viewport whatever the host page does to the dialog's
 * ancestors (see top-layer.ts). Focus moves inside on mount (to the first element marked
 * `data-lomi-autofocus`, else the dialog itself), Tab and Shift+Tab stay inside, Escape is reported through
 * `onClose`, the rest of the page is inert and does not scroll while it is shown, and focus returns to the
 * element that had it when it unmounts. The modal behaviour is written by hand rather than taken from
 * `<dialog>.showModal()` so it is the same in every browser, in shadow roots on any host page, and in jsdom.
 */
export function Modal({ labelledBy, describedBy, onClose, className, children }: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // A layout effect: the backdrop must reach the top layer before the first paint, not flash in place.
  useLayoutEffect(() => {
    const backdrop = backdropRef.current;
    const dialog = dialogRef.current;
    if (!backdrop || !dialog) return;
    const opener = deepActiveElement();
    const leaveTopLayer = showInTopLayer(backdrop);
    const unlockScroll = lockScroll();
    const restoreInert = inertOutside(backdrop);
    const target = dialog.querySelector<HTMLElement>('[data-lomi-autofocus]') ?? dialog;
    target.focus();
    return () => {
      restoreInert();
      unlockScroll();
      leaveTopLayer();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = tabbableElements(dialogRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = deepActiveElement();
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div ref={backdropRef} className="lomi-modal">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        part="dialog"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `lomi-modal__dialog ${className}` : 'lomi-modal__dialog'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
