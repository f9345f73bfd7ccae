import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from '../provider/use-translate.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** The campaign link in a read-only field with a 'Copy link' button, and a live line that tells the outcome. */
export function CopyLinkField({ url, onCopied }: { url: string; onCopied: () => void }) {
  const t = useTranslate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status !== 'copied') return undefined;
    // The confirmation fades after a while, so a second copy is announced again.
    const timer = setTimeout(() => setStatus('idle'), 5000);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    setStatus('idle');
    const copied = await copyToClipboard(url, field.current);
    setStatus(copied ? 'copied' : 'failed');
    if (copied) onCopied();
  }

  return (
    <div className="lomi-share__copy">
      <label className="lomi-share__label" htmlFor={id}>
        {t('share-panel.link-label')}
      </label>
      <div className="lomi-share__copy-row">
        <input
          ref={field}
          id={id}
          className="lomi-share__url"
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="lomi-button" part="copy-button" onClick={() => void copy()}>
          {t('share-panel.copy-link')}
        </button>
      </div>
      <p className={`lomi-share__status lomi-share__status--${status}`} role="status">
        {status === 'copied'
          ? t('share-panel.copied')
          : status === 'failed'
            ? t('share-panel.copy-failed')
            : ''}
      </p>
    </div>
  );
}
