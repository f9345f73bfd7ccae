import { useRef, useState } from 'react';
import { useTranslate } from '../provider/use-translate.ts';
import { loadShareQr } from './load-share-qr.ts';

// After the panel's own fonts: Amharic titles need a font with Ethiopic letters even when a host's
// --lomi-font-family names only Latin ones.
const ethiopicFonts = "'Noto Sans Ethiopic', 'Abyssinica SIL', Nyala, sans-serif";

export interface QrPosterButtonProps {
  campaignId: number;
  url: string;
  title: string;
  onDownloaded: () => void;
}

/** 'Download QR poster': draws a printable PNG (title, QR code, link) in the browser and downloads it. */
export function QrPosterButton({ campaignId, url, title, onDownloaded }: QrPosterButtonProps) {
  const t = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<'idle' | 'preparing' | 'failed'>('idle');

  async function download() {
    const element = button.current;
    if (!element?.parentElement || status === 'preparing') return;
    setStatus('preparing');
    try {
      const chunk = await loadShareQr();
      const family = getComputedStyle(element).fontFamily;
      const poster = await chunk.drawQrPoster({
        title,
        url,
        caption: t('share-panel.poster-caption'),
        brand: t('share-panel.poster-brand'),
        fontFamily: family ? `${family}, ${ethiopicFonts}` : ethiopicFonts,
      });
      await chunk.downloadPng(poster, `lomi-campaign-${campaignId}-qr-poster.png`, element.parentElement);
      setStatus('idle');
      onDownloaded();
    } catch (error) {
      console.warn('[lomi] could not make the QR poster', error);
      setStatus('failed');
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="lomi-button lomi-button--secondary"
        part="poster-button"
        aria-busy={status === 'preparing'}
        onClick={() => void download()}
      >
        {t('share-panel.download-poster')}
      </button>
      <p className={`lomi-share__status lomi-share__status--${status}`} role="status">
        {status === 'preparing'
          ? t('share-panel.poster-preparing')
          : status === 'failed'
            ? t('share-panel.poster-failed')
            : ''}
      </p>
    </>
  );
}
