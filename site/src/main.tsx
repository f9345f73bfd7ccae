import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLomiClient } from '@lomi/core';
import { campaignCardStyles, campaignStatusStyles, progressMeterStyles, rootStyles } from '@lomi/react';
import { App } from './app/app.tsx';
import { preloadPage } from './app/pages.ts';
import { loadAllMessages } from './language/load-messages.ts';
import { initialLocale } from './language/locale-choice.ts';
import './styles/site.css';

// The CSS of the shared components every page may show, once for the whole site (embeds put it in their shadow
// roots instead). The donate dialog's and wizard's CSS come with the pages that show them (use-donate-styles.ts),
// so the first load of a page without them does not carry it.
const style = document.createElement('style');
style.dataset.lomi = 'components';
style.textContent = [rootStyles, campaignStatusStyles, progressMeterStyles, campaignCardStyles].join('\n');
document.head.append(style);

const client = createLomiClient({ baseURL: window.location.origin });
const locale = initialLocale(window.location.search, navigator.languages);
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element the site renders into.');

preloadPage(window.location.pathname);
// The first paint waits for the catalogs of the visitor's language so no text appears in the wrong one.
const messages = await loadAllMessages(locale);
createRoot(container).render(
  <StrictMode>
    <App client={client} initial={{ locale, messages }} />
  </StrictMode>,
);
