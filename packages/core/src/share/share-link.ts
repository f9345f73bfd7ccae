import type { ShareNetwork } from './share-channel.ts';

/** What to share: the campaign link and a short text (its title) for the networks that take one. */
export interface ShareTarget {
  url: string;
  text: string;
}

// encodeURIComponent, not URLSearchParams: a space must be %20, since not every share page reads `+` as one.
const query = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The address of `network`'s share page for `target`, each in the form the network documents: Facebook and
 * LinkedIn read only the link (and fetch its Open Graph tags for the title and image); WhatsApp takes a single
 * message, so the title and the link go in it together.
 */
export function shareLink(network: ShareNetwork, { url, text }: ShareTarget): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url, text })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'whatsapp':
      return `https://wa.me/?${query({ text: text ? `${text} ${url}` : url })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text })}`;
  }
}

/** The public page of campaign `id` on the Lomi site at `siteOrigin` (any URL on that origin will do). */
export function campaignShareUrl(siteOrigin: string, id: number): string {
  return new URL(`/campaign/${id}`, new URL(siteOrigin).origin).href;
}
