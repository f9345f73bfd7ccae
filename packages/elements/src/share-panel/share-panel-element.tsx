import { useMemo } from 'react';
import { toWebComponent } from '../define/to-web-component.ts';
import { campaignShareUrl } from '@lomi/core';
import { campaignStatusStyles, rootStyles, SharePanelById, sharePanelStyles } from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';
import { defaultApiBase } from '../embed-root/embed-client.ts';
import { shareCallback } from './share-events.ts';

/**
 * `<lomi-share-panel campaign-id>`: share links to Facebook, Twitter/X, LinkedIn, WhatsApp and Telegram, the
 * campaign link with a copy button, and its QR code with a printable poster. Dispatches `lomi:share`.
 */
export type SharePanelElement = HTMLElement & Omit<CampaignEmbedAttributes, 'container'>;

// The loading skeleton and error message too; the QR code's code is a chunk of its own, fetched on demand.
const panelStyles = rootStyles + campaignStatusStyles + sharePanelStyles;

function SharePanelEmbed(attributes: CampaignEmbedAttributes) {
  const host = attributes.container?.host;
  const onShare = useMemo(() => (host ? shareCallback(host) : undefined), [host]);
  // The campaign's page on Lomi's site, which the API's origin serves: a host page's own address is never
  // what a visitor should share.
  const siteOrigin = attributes.apiBase || defaultApiBase();
  return (
    <CampaignEmbed {...attributes} tag="lomi-share-panel" styles={panelStyles}>
      {(id) => <SharePanelById campaignId={id} url={shareUrl(siteOrigin, id)} onShare={onShare} />}
    </CampaignEmbed>
  );
}

/**
 * The share link on the origin of `api-base` (a relative one is on the host page's origin), or on the
 * default origin when `api-base` is no URL at all (the client then fails visibly).
 */
function shareUrl(siteOrigin: string, id: number): string {
  try {
    return campaignShareUrl(new URL(siteOrigin, document.baseURI).href, id);
  } catch {
    return campaignShareUrl(defaultApiBase(), id);
  }
}

/** Builds the `<lomi-share-panel>` class; `defineLomiElement` registers it. */
export const createSharePanelElement = (): CustomElementConstructor =>
  toWebComponent(SharePanelEmbed, { shadow: 'open', props: ['campaignId', 'apiBase', 'lang', 'theme'] });
