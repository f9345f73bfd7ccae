import { expect, it } from 'vitest';
import { reportSubmittedCallback } from './report-events.ts';

it('dispatches lomi:report-submitted on the host, out of its shadow root and up to the document', () => {
  const host = document.createElement('lomi-report-form');
  document.body.append(host);
  const heard: { detail: unknown; target: EventTarget | null }[] = [];
  const listener = (event: CustomEvent) => heard.push({ detail: event.detail, target: event.target });
  document.addEventListener('lomi:report-submitted', listener);

  reportSubmittedCallback(host)({ targetType: 'organization', targetId: 3, reason: 'fraud' });

  document.removeEventListener('lomi:report-submitted', listener);
  host.remove();
  expect(heard).toEqual([
    { detail: { targetType: 'organization', targetId: 3, reason: 'fraud' }, target: host },
  ]);
});
