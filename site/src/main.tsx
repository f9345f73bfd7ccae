import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { createLomiClient } from '@lomi/core';
import {
  campaignCardStyles,
  campaignStatusStyles,
  modalStyles,
  progressMeterStyles,
  rootStyles,
  toastStyles,
} from '@lomi/react';
import { App } from './app/app.tsx';
import { pages, preloadPage } from './app/pages.ts';
import { loadAllMessages } from './language/load-messages.ts';
import { initialLocale } from './language/locale-choice.ts';
import { createSessionStore } from './session/session-store.ts';
import { cookieTokenStorage } from './session/token-cookie.ts';
import './styles/site.css';

// The CSS of the shared components every page may show, once for the whole site (embeds put it in their shadow
// roots instead). The donate dialog's and wizard's CSS come with the pages that show them (use-donate-styles.ts),
// so the first load of a page without them does not carry it.
const style = document.createElement('style');
style.dataset.lomi = 'components';
style.textContent = [
  rootStyles,
  campaignStatusStyles,
  progressMeterStyles,
  campaignCardStyles,
  modalStyles,
  toastStyles,
].join('\n');
document.head.append(style);

const tokens = cookieTokenStorage();
const session = createSessionStore(tokens);
const client = createLomiClient({
  baseURL: window.location.origin,
  getAccessToken: session.token,
  // An expired or revoked token (password changed, account deleted elsewhere) ends the session here too.
  onUnauthorized: session.signOut,
});
const locale = initialLocale(window.location.search, navigator.languages);
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element the site renders into.');

// A login-only page sends a visitor without a saved login to /login, and /login or /signup send a signed-in one
// on, before the page is shown: only a page that will be shown is worth fetching now. The server announces the
// same files in the HTML (packages/server/src/static/route-module-preloads.ts), so they are on their way already.
const { pathname } = window.location;
const access = matchRoutes(pages, pathname)?.[0]?.route.access ?? 'all';
const pageShown = access === 'all' || (access === 'login') === (tokens.read() !== null);
const pageLoaded = pageShown ? preloadPage(pathname) : Promise.resolve();
// §4: with a saved token the app renders once it has been checked (index.html shows a splash meanwhile), so no
// page flashes the anonymous header or sends a signed-in user to /login. Without one this takes no time.
// The first paint also waits for the catalogs of the visitor's language so no text appears in the wrong one.
// The route's page too: rendered before its module is in, it would wait behind React's Suspense throttle.
const [messages] = await Promise.all([loadAllMessages(locale), session.restore(client), pageLoaded]);
createRoot(container).render(
  <StrictMode>
    <App client={client} session={session} initial={{ locale, messages }} />
  </StrictMode>,
);
