import { useMemo } from 'react';
import { toWebComponent } from '../define/to-web-component.ts';
import { donateDialogStyles, rootStyles } from '@lomi/react';
import { CampaignEmbed, type CampaignEmbedAttributes } from '../embed-root/campaign-embed.tsx';
import { donationEventCallbacks } from '../donation-events/donation-events.ts';
import { CampaignDonateDialog } from './campaign-donate-dialog.tsx';
import { useHostAttribute } from './use-host-attribute.ts';

/**
 * `<lomi-donate-dialog campaign-id open>`: the donate dialog of one campaign, shown while the `open`
 * attribute (or property) is set. The donor closing it (Close, Escape, a finished donation) removes `open`.
 * Dispatches `lomi:donation-started`, `lomi:donation-succeeded` and `lomi:donation-failed`.
 */
export type DonateDialogElement = HTMLElement &
  Omit<CampaignEmbedAttributes, 'container'> & {
    /** Whether the dialog is shown; mirrors the `open` attribute. */
    open: boolean;
  };

const dialogStyles = rootStyles + donateDialogStyles;

function DonateDialogEmbed(attributes: CampaignEmbedAttributes) {
  const host = attributes.container?.host;
  const open = useHostAttribute(host, 'open');
  const events = useMemo(() => (host ? donationEventCallbacks(host) : {}), [host]);
  return (
    <CampaignEmbed {...attributes} tag="lomi-donate-dialog" styles={dialogStyles}>
      {(id) => (
        <CampaignDonateDialog
          campaignId={id}
          open={open}
          onClose={() => host?.removeAttribute('open')}
          {...events}
        />
      )}
    </CampaignEmbed>
  );
}

/** Builds the `<lomi-donate-dialog>` class; `defineLomiElement` registers it. */
export function createDonateDialogElement(): CustomElementConstructor {
  const Base = toWebComponent(DonateDialogEmbed, {
    shadow: 'open',
    props: ['campaignId', 'apiBase', 'lang', 'theme'],
  }) as typeof HTMLElement;
  return class extends Base {
    get open(): boolean {
      return this.hasAttribute('open');
    }
    set open(value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    }
  };
}
