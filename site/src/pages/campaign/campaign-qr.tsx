import { useLomiClient } from '@lomi/react';
import { useCampaignText } from './campaign-text.ts';

/** Rendered size of the QR code, in CSS pixels. */
const QR_SIZE = 160;

/**
 * §2 QR code: the server's PNG (`GET /api/generate-qr/?campaign_id=`) linking to the campaign's public page, to
 * print or to scan from another screen.
 */
export function CampaignQr({ campaignId }: { campaignId: number }) {
  const t = useCampaignText();
  const client = useLomiClient();
  return (
    <figure className="campaign-qr">
      <img
        className="campaign-qr__image"
        src={client.urls.qrCode(campaignId)}
        alt={t('campaignDetail.qr.alt')}
        width={QR_SIZE}
        height={QR_SIZE}
        loading="lazy"
      />
      <figcaption className="campaign-qr__caption">{t('campaignDetail.qr.heading')}</figcaption>
    </figure>
  );
}
