import { useMemo } from 'react';
import { toWebComponent } from '../define/to-web-component.ts';
import { campaignStatusStyles, DonateWizard, donateWizardStyles, rootStyles } from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';
import { donationEventCallbacks } from '../donation-events/donation-events.ts';

/**
 * `<lomi-donate-wizard campaign-id>`: the step-by-step donation form of one campaign, ending on the
 * provider's payment page. Dispatches `lomi:donation-started` (just before the browser leaves) and
 * `lomi:donation-failed`.
 */
export type DonateWizardElement = HTMLElement & Omit<CampaignEmbedAttributes, 'container'>;

const wizardStyles = rootStyles + campaignStatusStyles + donateWizardStyles;

function DonateWizardEmbed(attributes: CampaignEmbedAttributes) {
  const host = attributes.container?.host;
  const events = useMemo(() => (host ? donationEventCallbacks(host) : undefined), [host]);
  return (
    <CampaignEmbed {...attributes} tag="lomi-donate-wizard" styles={wizardStyles}>
      {(id) => <DonateWizard campaignId={id} onStarted={events?.onStarted} onFailed={events?.onFailed} />}
    </CampaignEmbed>
  );
}

/** Builds the `<lomi-donate-wizard>` class; `defineLomiElement` registers it. */
export const createDonateWizardElement = (): CustomElementConstructor =>
  toWebComponent(DonateWizardEmbed, { shadow: 'open', props: ['campaignId', 'apiBase', 'lang', 'theme'] });
