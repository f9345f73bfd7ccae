// The in-page half of the embed benchmark: an init script that runs in every frame before the page's own
// scripts and notes the moment a watched element reaches its final state. Timing inside the page, rather
// than by polling from Node, keeps the polling interval out of the figures.

/** One moment the probe saw, in milliseconds since the top page's navigation start. */
export interface ProbeEvent {
  /** `lomi-*` tag of a host element, `campaign-page` for the site's campaign article, else where an error was. */
  key: string;
  state: 'ready' | 'error';
  at: number;
}

declare global {
  interface Window {
    /** Filled by the probe in the top frame only. */
    __lomiBench?: ProbeEvent[];
  }
}

/**
 * Installed with `context.addInitScript(installProbe)`, so it must stand alone (Playwright sends its source).
 * The top frame keeps the list; another frame posts its moments as absolute times (its `timeOrigin` plus
 * `now()`), which the top frame converts with its own `timeOrigin`: each document's clock starts at its own
 * navigation, so an iframe's `performance.now()` alone would leave out everything before the iframe began.
 */
export function installProbe(): void {
  const isTop = window === window.top;
  const events: ProbeEvent[] = [];
  const seen = new Set<string>();
  if (isTop) {
    window.__lomiBench = events;
    window.addEventListener('message', (message: MessageEvent) => {
      const data: unknown = message.data;
      if (typeof data !== 'object' || data === null || !('lomiBench' in data)) return;
      const { key, state, absolute } = data.lomiBench as Omit<ProbeEvent, 'at'> & { absolute: number };
      events.push({ key, state, at: absolute - performance.timeOrigin });
    });
  }

  const record = (key: string, state: ProbeEvent['state']): void => {
    if (seen.has(`${key} ${state}`)) return;
    seen.add(`${key} ${state}`);
    if (isTop) events.push({ key, state, at: performance.now() });
    else {
      const absolute = performance.timeOrigin + performance.now();
      window.top?.postMessage({ lomiBench: { key, state, absolute } }, '*');
    }
  };

  // Host elements mirror their state as `data-state` (loading, ready, error); the site's campaign page
  // renders its article with `data-state="ready"` once the campaign is there, and a failed load or an unknown
  // campaign shows `data-state="error"` or `"not-found"` somewhere on the page.
  const check = (): void => {
    for (const element of document.querySelectorAll('[data-state]')) {
      const state = element.getAttribute('data-state');
      const key = element.localName.startsWith('lomi-')
        ? element.localName
        : element.matches('article.campaign')
          ? 'campaign-page'
          : undefined;
      if (state === 'error' || state === 'not-found') {
        record(key ?? `${location.pathname} ${element.localName}.${element.className}`, 'error');
      } else if (key && state === 'ready') {
        record(key, 'ready');
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}
