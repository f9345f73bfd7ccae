import { Route, Routes } from 'react-router';
import type { LomiClient } from '@lomi/core';
import { renderSite, signedInSession } from '../testing/render-site.tsx';
import type { SessionStore } from '../session/session-store.ts';
import ConsoleApp from './console-app.tsx';
import type { ConsoleScreen } from './console-screens.ts';

interface RenderConsoleOptions {
  client?: LomiClient;
  /** Default: signed in as an operator. */
  session?: SessionStore;
  locale?: 'en' | 'am';
  /** Default: the real screens of `console-screens.ts`. */
  screens?: readonly ConsoleScreen[];
}

/** Tests: renders the console at `url` (e.g. `/console/audit-log`) as the site routes it, in its shell. */
export function renderConsole(url: string, options: RenderConsoleOptions = {}) {
  const session = options.session ?? signedInSession({ role: 'operator' });
  return renderSite(
    <Routes>
      <Route path="/console/*" element={<ConsoleApp screens={options.screens} />} />
    </Routes>,
    { url, session, client: options.client, locale: options.locale },
  );
}
