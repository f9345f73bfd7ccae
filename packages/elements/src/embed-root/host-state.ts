/** The states every Lomi element exposes as `data-state` on its host element. */
export type EmbedState = 'loading' | 'ready' | 'error';

/**
 * Mirrors the `data-state` of the first component inside `shadowRoot` onto the host element, so host-page
 * CSS (`lomi-campaign-card[data-state='ready']`) and tests can see it through the shadow boundary.
 * Returns the function that stops mirroring.
 */
export function mirrorHostState(shadowRoot: ShadowRoot): () => void {
  const sync = (): void => {
    const state = shadowRoot.querySelector('[data-state]')?.getAttribute('data-state');
    if (state) setHostState(shadowRoot, state as EmbedState);
  };
  const observer = new MutationObserver(sync);
  observer.observe(shadowRoot, { subtree: true, childList: true, attributeFilter: ['data-state'] });
  sync();
  return () => observer.disconnect();
}

/** Sets `data-state` on the host of `shadowRoot`. */
export function setHostState(shadowRoot: ShadowRoot, state: EmbedState): void {
  if (shadowRoot.host.getAttribute('data-state') !== state) shadowRoot.host.setAttribute('data-state', state);
}
