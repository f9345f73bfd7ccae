import { toWebComponent } from '../define/to-web-component.ts';
import { rootStyles } from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';
import { DonateButton } from './donate-button.tsx';
import { donateButtonStyles } from './donate-button-styles.ts';

/**
 * `<lomi-donate-button campaign-id>`: a 'Donate' button that opens the campaign's donate dialog. Dispatches
 * `lomi:donation-started`, `lomi:donation-succeeded` and `lomi:donation-failed`.
 */
export type DonateButtonElement = HTMLElement & Omit<CampaignEmbedAttributes, 'container'>;

const buttonStyles = rootStyles + donateButtonStyles;

function DonateButtonEmbed(attributes: CampaignEmbedAttributes) {
  return (
    <CampaignEmbed {...attributes} tag="lomi-donate-button" styles={buttonStyles}>
      {(id) => <DonateButton campaignId={id} host={attributes.container?.host} />}
    </CampaignEmbed>
  );
}

/** Builds the `<lomi-donate-button>` class; `defineLomiElement` registers it. */
export const createDonateButtonElement = (): CustomElementConstructor =>
  toWebComponent(DonateButtonEmbed, { shadow: 'open', props: ['campaignId', 'apiBase', 'lang', 'theme'] });
