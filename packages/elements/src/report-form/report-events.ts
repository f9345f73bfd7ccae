import type { ReportSubmittedDetail } from '@lomi/core';

/**
 * `detail` of `lomi:report-submitted`: `targetType` (`campaign` or `organization`), `targetId` (its number)
 * and `reason` (`spam`, `fraud`, `violence`, `misinformation` or `other`). The reporter's text and contact
 * details are never part of it.
 */
export type LomiReportSubmittedDetail = ReportSubmittedDetail;

/** The report event: a bubbling, composed `CustomEvent` dispatched on `<lomi-report-form>`. */
export type LomiReportSubmittedEvent = CustomEvent<LomiReportSubmittedDetail>;

/** The DOM events of the report form element, by type. */
export interface LomiReportEventMap {
  /** The server stored the report; the element now shows its thank-you. */
  'lomi:report-submitted': LomiReportSubmittedEvent;
}

declare global {
  // Typed `addEventListener('lomi:report-submitted', (event) => event.detail.reason)` on elements, the
  // document and the window alike (they all extend this map).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LomiReportEventMap {}
}

/** The report form's `onSubmitted` callback, as `lomi:report-submitted` dispatched on `host`. */
export function reportSubmittedCallback(host: Element): (detail: ReportSubmittedDetail) => void {
  return (detail) => {
    // composed: the event leaves the shadow root; bubbles: a listener on any ancestor hears it.
    host.dispatchEvent(
      new CustomEvent('lomi:report-submitted', { bubbles: true, composed: true, detail: { ...detail } }),
    );
  };
}
