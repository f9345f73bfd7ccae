import { toWebComponent } from '../define/to-web-component.ts';
import {
  CampaignCardById,
  campaignCardStyles,
  campaignStatusStyles,
  progressMeterStyles,
  rootStyles,
} from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';

/** `<lomi-campaign-card>`: a campaign's card (images, title, organization, progress) in its own shadow root. */
export type CampaignCardElement = HTMLElement & Omit<CampaignEmbedAttributes, 'container'>;

// The card shows a progress meter and the loading and error states too; nothing of the donate dialog.
const cardStyles = rootStyles + campaignStatusStyles + progressMeterStyles + campaignCardStyles;

function CampaignCardEmbed(attributes: CampaignEmbedAttributes) {
  return (
    <CampaignEmbed {...attributes} tag="lomi-campaign-card" styles={cardStyles}>
      {(id) => <CampaignCardById campaignId={id} />}
    </CampaignEmbed>
  );
}

/** Builds the `<lomi-campaign-card>` class; `defineLomiElement` registers it. */
export const createCampaignCardElement = (): CustomElementConstructor =>
  toWebComponent(CampaignCardEmbed, { shadow: 'open', props: ['campaignId', 'apiBase', 'lang', 'theme'] });
