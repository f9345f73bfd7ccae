import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { deepActiveElement, tabbableElements } from './focusable.ts';
import { inertOutside } from './inert-outside.ts';

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
 * A modal dialog: `role="dialog"` with `aria-modal`, focus moved inside on mount (to the first element marked
 * `data-lomi-autofocus`, else the dialog itself), Tab and Shift+Tab kept inside, Escape reported through
 * `onClose`, the rest of the page inert while it is shown, and focus returned to the element that had it
 * when it unmounts. Written by hand rather than with `<dialog>.showModal()` so the same code runs in
 * browsers, in shadow roots on any host page, and in jsdom for tests.
 */
export function Modal({ labelledBy, describedBy, onClose, className, children }: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    const dialog = dialogRef.current;
    if (!backdrop || !dialog) return;
    const opener = deepActiveElement();
    const restoreInert = inertOutside(backdrop);
    const target = dialog.querySelector<HTMLElement>('[data-lomi-autofocus]') ?? dialog;
    target.focus();
    return () => {
      restoreInert();
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
