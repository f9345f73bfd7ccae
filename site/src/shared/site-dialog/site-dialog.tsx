import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '@lomi/react';
import './site-dialog.css';

interface SiteDialogProps {
  title: string;
  /** Names the close button (the ✕ in the corner). */
  closeLabel: string;
  /** Called for Escape and the close button. */
  onClose: () => void;
  /** A short text under the title that describes the dialog to assistive technology. */
  description?: ReactNode;
  /** `wide` for a dialog with a preview beside its options ('Embed this campaign'); default `narrow`. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * A small modal dialog of the site (Edit Profile, the delete-account confirmation): @lomi/react's `Modal`
 * (focus trap, Escape, focus restored) portalled to `body`, so the whole rest of the page turns inert, with a
 * heading and a close button. Put `data-lomi-autofocus` on the control that should get focus first.
 */
export function SiteDialog({
  title,
  closeLabel,
  onClose,
  description,
  width = 'narrow',
  children,
}: SiteDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return createPortal(
    // The backdrop is styled through this layer (.site-dialog-layer > .lomi-modal), so the site needs none
    // of the donate dialog's CSS for it.
    <div className="site-dialog-layer">
      <Modal
        labelledBy={titleId}
        {...(description ? { describedBy: descriptionId } : {})}
        onClose={onClose}
        className={width === 'wide' ? 'site-dialog site-dialog--wide' : 'site-dialog'}
      >
        <div className="site-dialog__header">
          <h2 id={titleId} className="site-dialog__title">
            {title}
          </h2>
          <button type="button" className="site-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="site-dialog__description">
            {description}
          </div>
        )}
        {children}
      </Modal>
    </div>,
    document.body,
  );
}
