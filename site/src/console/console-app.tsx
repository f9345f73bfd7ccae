import { Suspense, useMemo } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { lazyPage } from '../app/lazy-page.ts';
import { LoadErrorBoundary } from '../shared/load-error/load-error-boundary.tsx';
import { LoadingState } from '../shared/status/loading-state.tsx';
import { CONSOLE_NAV_LABELS, CONSOLE_SECTIONS, type ConsoleNavKey } from './console-nav.ts';
import { CONSOLE_SCREENS, type ConsoleScreen } from './console-screens.ts';
import { consolePath } from './console-path.ts';
import { ConsoleScreensContext } from './console-sections.ts';
import { ConsoleNotFound } from './console-not-found.tsx';
import { OperatorsOnly } from './operators-only.tsx';
import { ConsoleTextProvider, useConsoleText } from './console-text.ts';
import { useConsoleStyles } from './use-console-styles.ts';
import consoleCss from './console.css?inline';

interface ConsoleAppProps {
  /** The screens to route to; the real list by default (tests give their own). */
  screens?: readonly ConsoleScreen[];
}

/**
 * The operator console (issue 14) at /console/*: operators only (others see why not), a skip link, the
 * navigation of the sections whose screens exist, and the screen of the current path, each its own chunk.
 */
export default function ConsoleApp({ screens = CONSOLE_SCREENS }: ConsoleAppProps) {
  useConsoleStyles('console', consoleCss);
  return (
    <ConsoleTextProvider fallback={<LoadingState />}>
      <OperatorsOnly>
        <ConsoleScreensContext value={screens}>
          <ConsoleLayout screens={screens} />
        </ConsoleScreensContext>
      </OperatorsOnly>
    </ConsoleTextProvider>
  );
}

function ConsoleLayout({ screens }: { screens: readonly ConsoleScreen[] }) {
  const t = useConsoleText();
  const routes = useMemo(() => screens.map((screen) => ({ ...screen, ...lazyPage(screen.load) })), [screens]);
  const sections = CONSOLE_SECTIONS.flatMap((key) => {
    const screen = screens.find((candidate) => candidate.nav === key);
    return screen ? [{ key, path: screen.path }] : [];
  });
  return (
    <div className="console">
      <a className="skip-link" href="#console-content">
        {t('console.skipToContent')}
      </a>
      <nav className="console__nav" aria-label={t('console.nav.label')}>
        <ul>
          {sections.map(({ key, path }) => (
            <li key={key}>
              <NavLink to={consolePath(path)} end={path === ''}>
                {t(CONSOLE_NAV_LABELS[key as ConsoleNavKey])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div id="console-content" className="console__content" tabIndex={-1}>
        <LoadErrorBoundary resetKey={routes.length}>
          <Suspense fallback={<LoadingState />}>
            <Routes>
              {routes.map(({ path, Page }) =>
                path === '' ? (
                  <Route key="" index element={<Page />} />
                ) : (
                  <Route key={path} path={path} element={<Page />} />
                ),
              )}
              <Route path="*" element={<ConsoleNotFound />} />
            </Routes>
          </Suspense>
        </LoadErrorBoundary>
      </div>
    </div>
  );
}
