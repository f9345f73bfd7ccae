import { toWebComponent } from '../define/to-web-component.ts';
import { campaignStatusStyles, ProgressMeterById, progressMeterStyles, rootStyles } from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';

/** `<lomi-progress-meter>`: raised of target, percent and a progress bar of one campaign. */
export type ProgressMeterElement = HTMLElement & Omit<CampaignEmbedAttributes, 'container'>;

const meterStyles = rootStyles + campaignStatusStyles + progressMeterStyles;

function ProgressMeterEmbed(attributes: CampaignEmbedAttributes) {
  return (
    <CampaignEmbed {...attributes} tag="lomi-progress-meter" styles={meterStyles}>
      {(id) => <ProgressMeterById campaignId={id} />}
    </CampaignEmbed>
  );
}

/** Builds the `<lomi-progress-meter>` class; `defineLomiElement` registers it. */
export const createProgressMeterElement = (): CustomElementConstructor =>
  toWebComponent(ProgressMeterEmbed, { shadow: 'open', props: ['campaignId', 'apiBase', 'lang', 'theme'] });
