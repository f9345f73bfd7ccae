import { expect, it } from 'vitest';
import { mirrorHostState, setHostState } from './host-state.ts';

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

it('mirrors the data-state of the component inside the shadow root onto the host element', async () => {
  const host = document.createElement('lomi-campaign-card');
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const stop = mirrorHostState(shadowRoot);

  const component = document.createElement('article');
  component.setAttribute('data-state', 'loading');
  shadowRoot.append(component);
  await nextMutations();
  expect(host.getAttribute('data-state')).toBe('loading');

  component.setAttribute('data-state', 'ready');
  await nextMutations();
  expect(host.getAttribute('data-state')).toBe('ready');

  stop();
  component.setAttribute('data-state', 'error');
  await nextMutations();
  expect(host.getAttribute('data-state')).toBe('ready');
});

it('sets the state of the host directly', () => {
  const host = document.createElement('lomi-progress-meter');
  setHostState(host.attachShadow({ mode: 'open' }), 'error');
  expect(host.getAttribute('data-state')).toBe('error');
});
