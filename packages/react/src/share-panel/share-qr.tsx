import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from '../provider/use-translate.ts';
import { loadShareQr } from './load-share-qr.ts';

/** Width of the QR code on screen, in CSS pixels. */
const QR_SIZE = 176;

type Drawn = { url: string } | { error: unknown };

/**
 * A 'Show QR code' toggle and the QR code of `url` it reveals. The QR library is imported on the first
 * show, never before. `children` (the poster button) sit beside the toggle.
 */
export function ShareQr({ url, title, children }: { url: string; title: string; children?: ReactNode }) {
  const t = useTranslate();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [drawn, setDrawn] = useState<Drawn>();

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    loadShareQr()
      .then((chunk) => {
        if (!current || !canvas.current) return;
        chunk.drawQrCode(canvas.current, url, QR_SIZE);
        setDrawn({ url });
      })
      .catch((error: unknown) => {
        console.warn('[lomi] could not show the QR code', error);
        if (current) setDrawn({ error });
      });
    return () => {
      current = false;
    };
  }, [open, url, attempt]);

  const failed = drawn !== undefined && 'error' in drawn;
  const shown = drawn !== undefined && 'url' in drawn && drawn.url === url;

  function retry() {
    setDrawn(undefined);
    setAttempt((value) => value + 1);
  }

  return (
    <>
      <div className="lomi-share__actions">
        <button
          type="button"
          className="lomi-button lomi-button--secondary"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'share-panel.hide-qr' : 'share-panel.show-qr')}
        </button>
        {children}
      </div>
      <div id={id} className="lomi-share__qr" part="qr" hidden={!open} aria-busy={open && !shown && !failed}>
        {open && !shown && !failed ? (
          <p className="lomi-share__status" role="status">
            {t('share-panel.qr-loading')}
          </p>
        ) : null}
        {failed ? (
          <p className="lomi-share__status lomi-share__status--failed" role="alert">
            {t('share-panel.qr-failed')}{' '}
            <button type="button" className="lomi-share__retry" onClick={retry}>
              {t('campaign-state.retry')}
            </button>
          </p>
        ) : null}
        <canvas
          ref={canvas}
          className="lomi-share__qr-code"
          role="img"
          aria-label={t('share-panel.qr-alt', { title })}
          style={{ width: QR_SIZE, height: QR_SIZE }}
          hidden={!shown}
        />
      </div>
    </>
  );
}
