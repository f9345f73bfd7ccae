import type { DonationEventDetail } from '@lomi/core';

/**
 * `detail` of the donation events: `campaignId`, `amount` (integer minor units of `currency`, santim or
 * cents, a wizard's tip not included), `currency` (`ETB` or `USD`) and `invoiceId` (null when starting the
 * payment failed before an invoice existed).
 */
export type LomiDonationEventDetail = DonationEventDetail;

/** A donation event: a bubbling, composed `CustomEvent` dispatched on the Lomi element. */
export type LomiDonationEvent = CustomEvent<LomiDonationEventDetail>;

/** The DOM events of the donation elements, by type. */
export interface LomiDonationEventMap {
  /** A payment was started: mobile money awaits the donor's approval, or a checkout page is about to open. */
  'lomi:donation-started': LomiDonationEvent;
  /** A mobile-money payment succeeded (a checkout's success lands on Lomi's success page instead). */
  'lomi:donation-succeeded': LomiDonationEvent;
  /** Starting the payment failed, or the payment was declined. */
  'lomi:donation-failed': LomiDonationEvent;
}

declare global {
  // Typed `addEventListener('lomi:donation-succeeded', (event) => event.detail.invoiceId)` on elements,
  // the document and the window alike (they all extend this map).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LomiDonationEventMap {}
}

/** The `onStarted`/`onSucceeded`/`onFailed` callbacks of a donate component, as events dispatched on `host`. */
export function donationEventCallbacks(host: Element): {
  onStarted: (detail: DonationEventDetail) => void;
  onSucceeded: (detail: DonationEventDetail) => void;
  onFailed: (detail: DonationEventDetail) => void;
} {
  const dispatch = (type: keyof LomiDonationEventMap) => (full: DonationEventDetail) => {
    // The receipt token is the donor's key to their receipt, not the host page's to collect.
    const { receiptToken: _donorsOnly, ...detail } = full;
    // composed: the event leaves the shadow root it may be dispatched from; bubbles: a listener on any
    // ancestor (or the document) hears it.
    host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { ...detail } }));
  };
  return {
    onStarted: dispatch('lomi:donation-started'),
    onSucceeded: dispatch('lomi:donation-succeeded'),
    onFailed: dispatch('lomi:donation-failed'),
  };
}
