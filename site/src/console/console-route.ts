import { createElement, lazy, type ReactElement } from 'react';

// What the site's route table loads for /console/*: only this, so the shell names one console file instead of
// the console's shared chunks (vite lists a lazily loaded module's static imports next to it, to preload them).
// The console itself comes a step later, from here.
const ConsoleApp = lazy(() => import('./console-app.tsx'));

/** The operator console (console-app.tsx), fetched when /console/* is first opened. */
export default function ConsoleRoute(): ReactElement {
  return createElement(ConsoleApp);
}
