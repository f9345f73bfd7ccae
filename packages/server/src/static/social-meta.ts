import { formatMoney, formatPercent, parsePositiveId, progressPercent, type Locale } from '@lomi/core';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';
import type { OrganizationRepository } from '../organizations/organization-repository.ts';

/** What a shared link shows in Telegram, Facebook, WhatsApp and X. */
export interface SocialMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, if any. */
  image: string | undefined;
}

/** Finds the preview of a site path (`/campaign/{id}`, `/organization/{id}`), or undefined for other pages. */
export type SocialMetaResolver = (
  path: string,
  locale: Locale,
  origin: string,
) => Promise<SocialMeta | undefined>;

const raisedOf: Record<Locale, (raised: string, target: string, percent: string) => string> = {
  en: (raised, target, percent) => `${raised} raised of ${target} (${percent})`,
  am: (raised, target, percent) => `${raised} ተሰብስቧል — ግብ ${target} (${percent})`,
};

/** Builds link previews from public campaigns and organizations only. */
export function createSocialMetaResolver(
  campaigns: CampaignRepository,
  organizations: OrganizationRepository,
): SocialMetaResolver {
  return async (path, locale, origin) => {
    const campaignId = parsePositiveId(/^\/campaign\/([^/]+)\/?$/.exec(path)?.[1]);
    if (campaignId) {
      const campaign = await campaigns.findPublic(campaignId);
      if (!campaign) return undefined;
      const progress = raisedOf[locale](
        formatMoney(campaign.collected_amount, 'ETB', locale),
        formatMoney(campaign.target_amount, 'ETB', locale),
        formatPercent(progressPercent(campaign.collected_amount, campaign.target_amount), locale),
      );
      const image = campaign.images[0];
      return {
        title: campaign.title,
        description: `${progress}. ${shorten(campaign.description, 200)}`,
        url: `${origin}${path}`,
        image: image ? `${origin}${image.url}` : undefined,
      };
    }
    const organizationId = parsePositiveId(/^\/organization\/([^/]+)\/?$/.exec(path)?.[1]);
    if (organizationId) {
      const organization = await organizations.findPublic(organizationId);
      if (!organization) return undefined;
      return {
        title: organization.name,
        description: shorten(organization.description, 200),
        url: `${origin}${path}`,
        image: organization.logo ? `${origin}${organization.logo}` : undefined,
      };
    }
    return undefined;
  };
}

/** The Open Graph and Twitter card tags of a preview, HTML-escaped. */
export function renderSocialMeta(meta: SocialMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Lomi'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n');
}

/** Inserts `tags` at the end of the document's head. */
export function injectIntoHead(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : `${html.slice(0, end)}${tags}\n${html.slice(end)}`;
}

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
