import { expect, it } from 'vitest';
import { donationEventCallbacks } from './donation-events.ts';

it('turns each callback into a bubbling, composed CustomEvent on the host that crosses shadow roots', () => {
  const outer = document.createElement('div');
  const host = document.createElement('lomi-donate-button');
  outer.append(host);
  document.body.append(outer);
  const heard: Array<[string, unknown, boolean, boolean]> = [];
  for (const type of ['lomi:donation-started', 'lomi:donation-succeeded', 'lomi:donation-failed'] as const) {
    document.addEventListener(type, (event) =>
      heard.push([event.type, event.detail, event.bubbles, event.composed]),
    );
  }
  const callbacks = donationEventCallbacks(host);
  const detail = { campaignId: 12, amount: 25_000, currency: 'ETB' as const, invoiceId: 'inv_1' };

  // The receipt token is the donor's: the host page's events never carry it.
  callbacks.onStarted({ ...detail, receiptToken: 'r'.repeat(43) });
  callbacks.onSucceeded(detail);
  callbacks.onFailed({ ...detail, invoiceId: null });

  expect(heard).toEqual([
    ['lomi:donation-started', detail, true, true],
    ['lomi:donation-succeeded', detail, true, true],
    ['lomi:donation-failed', { ...detail, invoiceId: null }, true, true],
  ]);
  outer.remove();
});
