/** The social networks the share panel offers, in the order it shows them (§2). */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'telegram'] as const;

/** A social network with a share link. */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** How a campaign was shared: through a network, by copying its link, or as a printed QR poster. */
export type ShareChannel = ShareNetwork | 'copy-link' | 'qr-poster';

/** The brand name of each network, shown as is in every language. */
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** What share callbacks and the `lomi:share` DOM event carry. */
export interface ShareEventDetail {
  campaignId: number;
  channel: ShareChannel;
  /** The campaign link that was shared. */
  url: string;
}
