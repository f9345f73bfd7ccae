// `import type {} from '@lomi/elements/jsx'` once in a React 19 + TypeScript app: the seven <lomi-*> tags
// become known JSX elements, with their attributes typed (`theme="blue"` is an error) and their DOM events
// as `onlomi:…` props, which React 19 adds as event listeners on custom elements.
import type { HTMLAttributes, ClassAttributes } from 'react';
import type { LomiElementTagNameMap } from '../define/define.ts';
import type { LomiDonationEvent } from '../donation-events/donation-events.ts';
import type { LomiReportSubmittedEvent } from '../report-form/report-events.ts';
import type { LomiShareEvent } from '../share-panel/share-events.ts';

/** Attributes every Lomi element takes. */
export interface LomiCommonAttributes {
  /** Origin of the Lomi API. Default: the origin that served `lomi.js`. */
  'api-base'?: string;
  /** `en` or `am`. Default: the page's `<html lang>` if it is one of them, else the browser's language. */
  lang?: 'en' | 'am';
  /** Light (default) or dark colours. */
  theme?: 'light' | 'dark';
}

/** The elements that show one campaign. */
export interface LomiCampaignAttributes extends LomiCommonAttributes {
  /** The campaign's number; changing it shows the other campaign. */
  'campaign-id': string | number;
}

/** Listeners of the donation events (`event.detail`: campaignId, amount in minor units, currency, invoiceId). */
export interface LomiDonationEventProps {
  /** A payment started (mobile money awaits approval, or a checkout page is about to open). */
  'onlomi:donation-started'?: (event: LomiDonationEvent) => void;
  /** A mobile-money payment succeeded. */
  'onlomi:donation-succeeded'?: (event: LomiDonationEvent) => void;
  /** Starting the payment failed, or the payer declined. */
  'onlomi:donation-failed'?: (event: LomiDonationEvent) => void;
}

/** The attributes and event props of each tag (not counting the standard HTML ones). */
export interface LomiElementAttributes {
  'lomi-campaign-card': LomiCampaignAttributes;
  'lomi-progress-meter': LomiCampaignAttributes;
  'lomi-donate-button': LomiCampaignAttributes & LomiDonationEventProps;
  'lomi-donate-dialog': LomiCampaignAttributes &
    LomiDonationEventProps & {
      /** Shows the dialog; the element removes it when the donor closes the dialog. */
      open?: boolean;
    };
  'lomi-donate-wizard': LomiCampaignAttributes &
    Pick<LomiDonationEventProps, 'onlomi:donation-started' | 'onlomi:donation-failed'>;
  'lomi-share-panel': LomiCampaignAttributes & {
    /** The visitor shared the campaign through `detail.channel`. */
    'onlomi:share'?: (event: LomiShareEvent) => void;
  };
  'lomi-report-form': LomiCommonAttributes &
    (
      | { 'campaign-id': string | number; 'organization-id'?: never }
      | { 'organization-id': string | number; 'campaign-id'?: never }
    ) & {
      /** Lomi accepted the report. */
      'onlomi:report-submitted'?: (event: LomiReportSubmittedEvent) => void;
    };
}

/** The element class of `Tag`, once its module is in LomiElementTagNameMap; `HTMLElement` before. */
type LomiElementOf<Tag extends string> = Tag extends keyof LomiElementTagNameMap
  ? LomiElementTagNameMap[Tag]
  : HTMLElement;

/** JSX props of `Tag`: the standard HTML attributes, `ref` and `key`, then the tag's own. */
export type LomiElementProps<Tag extends keyof LomiElementAttributes> = Omit<
  HTMLAttributes<LomiElementOf<Tag>>,
  keyof LomiElementAttributes[Tag]
> &
  ClassAttributes<LomiElementOf<Tag>> &
  LomiElementAttributes[Tag];

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'lomi-campaign-card': LomiElementProps<'lomi-campaign-card'>;
      'lomi-progress-meter': LomiElementProps<'lomi-progress-meter'>;
      'lomi-donate-button': LomiElementProps<'lomi-donate-button'>;
      'lomi-donate-dialog': LomiElementProps<'lomi-donate-dialog'>;
      'lomi-donate-wizard': LomiElementProps<'lomi-donate-wizard'>;
      'lomi-share-panel': LomiElementProps<'lomi-share-panel'>;
      'lomi-report-form': LomiElementProps<'lomi-report-form'>;
    }
  }
}
