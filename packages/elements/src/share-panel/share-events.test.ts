import { expect, it } from 'vitest';
import { shareCallback } from './share-events.ts';

it('turns onShare into a bubbling, composed lomi:share event on the host that crosses shadow roots', () => {
  const outer = document.createElement('div');
  const host = document.createElement('lomi-share-panel');
  const inner = host.attachShadow({ mode: 'open' });
  outer.append(host);
  document.body.append(outer);
  const heard: Array<[unknown, boolean, boolean, EventTarget | null]> = [];
  const listener = (event: GlobalEventHandlersEventMap['lomi:share']) =>
    heard.push([event.detail, event.bubbles, event.composed, event.target]);
  document.addEventListener('lomi:share', listener);
  const detail = { campaignId: 12, channel: 'telegram' as const, url: 'https://lomi.example/campaign/12' };

  shareCallback(host)(detail);
  shareCallback(host)({ ...detail, channel: 'qr-poster' });

  expect(heard).toEqual([
    [detail, true, true, host],
    [{ ...detail, channel: 'qr-poster' }, true, true, host],
  ]);
  expect(inner.host).toBe(host);
  document.removeEventListener('lomi:share', listener);
  outer.remove();
});
