import type { ConsoleMessageKey } from './console-text.ts';

/** The sections of the console (issue 14), in the order its navigation lists them. */
export const CONSOLE_SECTIONS = [
  'start',
  'organizations',
  'campaigns',
  'charities',
  'reports',
  'help',
  'payments',
  'withdrawals',
  'exchange-rate',
  'audit-log',
  'operators',
] as const;

/** A section of the console's navigation: a screen of `console-screens.ts` names the one it belongs to. */
export type ConsoleNavKey = (typeof CONSOLE_SECTIONS)[number];

/** The navigation label of each section, in the console catalog (site/src/i18n/console/). */
export const CONSOLE_NAV_LABELS: Record<ConsoleNavKey, ConsoleMessageKey> = {
  start: 'console.nav.start',
  organizations: 'console.nav.organizations',
  campaigns: 'console.nav.campaigns',
  charities: 'console.nav.charities',
  reports: 'console.nav.reports',
  help: 'console.nav.help',
  payments: 'console.nav.payments',
  withdrawals: 'console.nav.withdrawals',
  'exchange-rate': 'console.nav.exchangeRate',
  'audit-log': 'console.nav.auditLog',
  operators: 'console.nav.operators',
};
