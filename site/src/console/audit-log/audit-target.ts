import type { ConsoleNavKey } from '../console-nav.ts';
import { consolePath } from '../console-path.ts';
import type { ConsoleScreen } from '../console-screens.ts';

/** The public pages of a target, when the console has no screen of its own for it. */
const PUBLIC_PAGES: Record<string, (id: number) => string> = {
  campaign: (id) => `/campaign/${id}`,
  organization: (id) => `/organization/${id}`,
};

/** The console section of each kind of target; its detail screen is `<section's path>/:id`. */
const SECTIONS: Record<string, ConsoleNavKey> = {
  organization: 'organizations',
  campaign: 'campaigns',
  charity: 'charities',
  report: 'reports',
  help_question: 'help',
  invoice: 'payments',
};

/**
 * Where the target of an audit entry opens: the console's detail screen of its kind when one is registered
 * (`organizations/:id` beside the organizations section's `organizations`), else its public page (campaigns,
 * organizations), else nowhere.
 */
export function auditTargetPath(
  targetType: string,
  targetId: number | null,
  screens: readonly ConsoleScreen[],
): string | undefined {
  if (targetId === null) return undefined;
  const section = screens.find((screen) => screen.nav !== undefined && screen.nav === SECTIONS[targetType]);
  if (section && screens.some((screen) => screen.path === `${section.path}/:id`)) {
    return consolePath(`${section.path}/${targetId}`);
  }
  return PUBLIC_PAGES[targetType]?.(targetId);
}
