import type { ShareEventDetail } from '@lomi/core';

/**
 * `detail` of `lomi:share`: `campaignId`, `channel` (`facebook`, `twitter`, `linkedin`, `whatsapp`,
 * `telegram`, `copy-link` or `qr-poster`) and `url`, the campaign link that was shared.
 */
export type LomiShareEventDetail = ShareEventDetail;

/** The share event: a bubbling, composed `CustomEvent` dispatched on `<lomi-share-panel>`. */
export type LomiShareEvent = CustomEvent<LomiShareEventDetail>;

/** The DOM events of the share panel element, by type. */
export interface LomiShareEventMap {
  /** A visitor shared the campaign: opened a network's share page, copied the link or downloaded the poster. */
  'lomi:share': LomiShareEvent;
}

declare global {
  // Typed `addEventListener('lomi:share', (event) => event.detail.channel)` on elements, the document and
  // the window alike (they all extend this map).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LomiShareEventMap {}
}

/** The share panel's `onShare` callback, as `lomi:share` dispatched on `host`. */
export function shareCallback(host: Element): (detail: ShareEventDetail) => void {
  return (detail) => {
    // composed: the event leaves the shadow root; bubbles: a listener on any ancestor hears it.
    host.dispatchEvent(
      new CustomEvent('lomi:share', { bubbles: true, composed: true, detail: { ...detail } }),
    );
  };
}
