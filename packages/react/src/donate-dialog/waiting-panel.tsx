import { useEffect, useRef } from 'react';
import { useTranslate } from '../provider/use-translate.ts';

export interface WaitingPanelProps {
  titleId: string;
  textId: string;
  onClose: () => void;
}

/**
 * The 'Waiting for payment' overlay shown while the invoice is polled: the donor approves the request on
 * their phone. Close stops waiting. Focus moves to Close so the next key press acts on this panel.
 */
export function WaitingPanel({ titleId, textId, onClose }: WaitingPanelProps) {
  const t = useTranslate();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="lomi-donate__waiting" role="status">
      <span className="lomi-donate__spinner" aria-hidden="true" />
      <h3 id={titleId} className="lomi-donate__waiting-title">
        {t('donate-dialog.waiting-title')}
      </h3>
      <p id={textId} className="lomi-donate__waiting-text">
        {t('donate-dialog.waiting-text')}
      </p>
      <button ref={closeRef} type="button" className="lomi-button" part="primary-button" onClick={onClose}>
        {t('donate-dialog.close')}
      </button>
    </div>
  );
}
