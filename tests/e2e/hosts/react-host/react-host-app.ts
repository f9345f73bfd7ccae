// A tiny React 19 application that pastes the Lomi elements, as a charity's React site would: it renders
// the tags with `campaign-id` from its state, switches the campaign, and unmounts and remounts them.
// hosts-react.spec.ts bundles it with esbuild (production React) and serves it to a host page.
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What the test puts into `<div id="root" data-config>`: the tags to render and the campaigns to cycle. */
interface HostConfig {
  tags: string[];
  campaignIds: number[];
}

// createElement rather than JSX: the Lomi tags need no JSX typings here (the `@lomi/elements/jsx` typings
// have their own tests), and `h(tag, { 'campaign-id': id })` is exactly what JSX compiles to.
function App({ tags, campaignIds }: HostConfig) {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(true);
  const campaignId = campaignIds[index % campaignIds.length];
  return h(
    'main',
    null,
    h('h1', null, 'A charity site built with React'),
    h('button', { type: 'button', onClick: () => setIndex((value) => value + 1) }, 'Next campaign'),
    h(
      'button',
      { type: 'button', onClick: () => setShown((value) => !value) },
      shown ? 'Hide the widgets' : 'Show the widgets',
    ),
    shown
      ? h(
          'section',
          { 'data-campaign': campaignId },
          tags.map((tag) => h(tag, { key: tag, 'campaign-id': campaignId })),
        )
      : null,
  );
}

const container = document.getElementById('root')!;
const config = JSON.parse(container.dataset.config!) as HostConfig;
createRoot(container).render(h(StrictMode, null, h(App, config)));
