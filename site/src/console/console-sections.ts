import { createContext, useContext } from 'react';
import type { ConsoleNavKey } from './console-nav.ts';
import { consolePath } from './console-path.ts';
import { CONSOLE_SCREENS, type ConsoleScreen } from './console-screens.ts';

/** The screens the console routes to (`ConsoleApp` provides them; tests give their own). */
export const ConsoleScreensContext = createContext<readonly ConsoleScreen[]>(CONSOLE_SCREENS);

/** The site path of the entry screen of `section`, or undefined while no screen of that section exists. */
export function sectionPathIn(screens: readonly ConsoleScreen[], section: ConsoleNavKey): string | undefined {
  const screen = screens.find((candidate) => candidate.nav === section);
  return screen ? consolePath(screen.path) : undefined;
}

/** Links to another section: its path (e.g. `/console/organizations`), or undefined while it has no screen. */
export function useConsoleSectionPath(section: ConsoleNavKey | undefined): string | undefined {
  const screens = useContext(ConsoleScreensContext);
  return section && sectionPathIn(screens, section);
}
