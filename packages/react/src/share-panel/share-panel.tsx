import { useId } from 'react';
import type { ShareChannel, ShareEventDetail } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { CopyLinkField } from './copy-link-field.tsx';
import { QrPosterButton } from './qr-poster-button.tsx';
import { ShareNetworkLinks } from './share-network-links.tsx';
import { ShareQr } from './share-qr.tsx';

export interface SharePanelProps {
  /** Id of the campaign being shared; passed back in every `onShare` detail. */
  campaignId: number;
  /** The public link to share: Lomi's site address of the campaign page (`https://…/campaign/12`). */
  url: string;
  /** The campaign's title: the text of the networks that take one, and the headline of the QR poster. */
  title: string;
  /**
   * Called when the campaign is shared: a network's link clicked, the link copied, or the QR poster
   * downloaded. The detail is `{ campaignId, channel, url }`.
   */
  onShare?: (detail: ShareEventDetail) => void;
}

/**
 * §2 share panel: links to share on Facebook, Twitter/X, LinkedIn, WhatsApp and Telegram (opened in
 * popups of the §2 sizes), the link with a copy button, and a QR code of the link, shown on demand and
 * downloadable as a printable PNG poster.
 */
export function SharePanel({ campaignId, url, title, onShare }: SharePanelProps) {
  const t = useTranslate();
  const labelId = useId();
  const share = (channel: ShareChannel) => onShare?.({ campaignId, channel, url });

  return (
    <LomiRoot
      className="lomi-share"
      data-state="ready"
      role="group"
      aria-labelledby={labelId}
      part="share-panel"
    >
      <p className="lomi-share__title" id={labelId}>
        {t('share-panel.label')}
      </p>
      <ShareNetworkLinks url={url} title={title} onShare={share} />
      <CopyLinkField url={url} onCopied={() => share('copy-link')} />
      <ShareQr url={url} title={title}>
        <QrPosterButton
          campaignId={campaignId}
          url={url}
          title={title}
          onDownloaded={() => share('qr-poster')}
        />
      </ShareQr>
    </LomiRoot>
  );
}
