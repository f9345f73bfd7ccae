import { consolePath } from '../console-path.ts';
import type { ConsoleScreen } from '../console-screens.ts';

/** The public pages of a target, when the console has no screen of its own for it. */
const PUBLIC_PAGES: Record<string, (id: number) => string> = {
  campaign: (id) => `/campaign/${id}`,
  organization: (id) => `/organization/${id}`,
};

/** The console folder of each kind of target (`organizations/:id` is an organization's detail screen). */
const CONSOLE_FOLDERS: Record<string, string> = {
  organization: 'organizations',
  campaign: 'campaigns',
  charity: 'charities',
  report: 'reports',
  help_question: 'help',
  invoice: 'payments',
};

/**
 * Where the target of an audit entry opens: the console's detail screen of its kind when one is registered
 * (`organizations/:id` for `organization`), else its public page (campaigns, organizations), else nowhere.
 */
export function auditTargetPath(
  targetType: string,
  targetId: number | null,
  screens: readonly ConsoleScreen[],
): string | undefined {
  if (targetId === null) return undefined;
  const folder = CONSOLE_FOLDERS[targetType];
  if (folder && screens.some((screen) => screen.path === `${folder}/:id`)) {
    return consolePath(`${folder}/${targetId}`);
  }
  return PUBLIC_PAGES[targetType]?.(targetId);
}
