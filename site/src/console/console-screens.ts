import type { ComponentType } from 'react';
import type { ConsoleNavKey } from './console-nav.ts';

/** A screen of the console: where it lives, its code-split module, and the navigation section it opens. */
export interface ConsoleScreen {
  /** Relative to /console (`''` is the start page); react-router patterns such as `organizations/:id` work. */
  path: string;
  /** `() => import('./<feature>/<screen>.tsx')`: each screen is a chunk of its own, fetched when opened. */
  load: () => Promise<{ default: ComponentType }>;
  /** The section of the navigation this screen is the entry of; leave it out for detail screens. */
  nav?: ConsoleNavKey;
}

/**
 * Every screen of the console. Add yours under the comment of its section (one line each, so branches that
 * add screens to different sections merge without conflicts). A section's navigation item shows once a screen
 * with its `nav` is here, and links to the first such screen.
 */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  // Overview
  { path: '', nav: 'start', load: () => import('./start/console-start-page.tsx') },
  // Organizations
  {
    path: 'organizations',
    nav: 'organizations',
    load: () => import('./organizations/organizations-page.tsx'),
  },
  { path: 'organizations/new', load: () => import('./organizations/organization-create-page.tsx') },
  { path: 'organizations/:id', load: () => import('./organizations/organization-page.tsx') },
  { path: 'organizations/:id/edit', load: () => import('./organizations/organization-edit-page.tsx') },

  // Campaigns
  { path: 'campaigns/new', load: () => import('./campaign-editor/campaign-setup-page.tsx') },
  { path: 'campaigns/:id/edit', load: () => import('./campaign-editor/campaign-edit-page.tsx') },
  { path: 'campaigns', nav: 'campaigns', load: () => import('./campaigns/campaigns-page.tsx') },
  { path: 'campaigns/:id', load: () => import('./campaigns/campaign-detail-page.tsx') },

  // Charities
  { path: 'charities', nav: 'charities', load: () => import('./charities/charities-page.tsx') },
  { path: 'charities/new', load: () => import('./charities/charity-edit-page.tsx') },
  { path: 'charities/:id', load: () => import('./charities/charity-edit-page.tsx') },

  // Reports
  { path: 'reports', nav: 'reports', load: () => import('./reports/reports-page.tsx') },

  // Help questions
  { path: 'help-questions', nav: 'help', load: () => import('./help-questions/help-questions-page.tsx') },

  // Payments to review
  { path: 'payments', nav: 'payments', load: () => import('./payments/payments-page.tsx') },

  // Withdrawals
  { path: 'withdrawals', nav: 'withdrawals', load: () => import('./withdrawals/withdrawals-page.tsx') },
  { path: 'withdrawals/:id', load: () => import('./withdrawals/withdrawal-page.tsx') },

  // Exchange rate
  {
    path: 'exchange-rate',
    nav: 'exchange-rate',
    load: () => import('./exchange-rate/exchange-rate-page.tsx'),
  },

  // Audit log
  { path: 'audit-log', nav: 'audit-log', load: () => import('./audit-log/audit-log-page.tsx') },

  // Operators
  { path: 'operators', nav: 'operators', load: () => import('./operators/operators-page.tsx') },
];
