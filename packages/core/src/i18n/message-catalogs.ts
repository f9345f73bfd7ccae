/**
 * Every catalog file, by feature and language, each behind its own dynamic import: a bundler splits each
 * into its own chunk, so a page downloads only the features it shows, in the one language it shows.
 * A feature's keys all start with `<feature>.`; `en.json` is its source and `am.json` is typed against it
 * (see `catalog.ts`). Adding a feature: a folder under `messages/` and a line here.
 */
export const MESSAGE_CATALOGS = {
  'campaign-state': {
    en: () => import('./messages/campaign-state/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/campaign-state/am.json', { with: { type: 'json' } }),
  },
  'progress-meter': {
    en: () => import('./messages/progress-meter/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/progress-meter/am.json', { with: { type: 'json' } }),
  },
  'campaign-card': {
    en: () => import('./messages/campaign-card/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/campaign-card/am.json', { with: { type: 'json' } }),
  },
  donation: {
    en: () => import('./messages/donation/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/donation/am.json', { with: { type: 'json' } }),
  },
  'donate-dialog': {
    en: () => import('./messages/donate-dialog/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/donate-dialog/am.json', { with: { type: 'json' } }),
  },
  'donate-wizard': {
    en: () => import('./messages/donate-wizard/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/donate-wizard/am.json', { with: { type: 'json' } }),
  },
  'share-panel': {
    en: () => import('./messages/share-panel/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/share-panel/am.json', { with: { type: 'json' } }),
  },
  'report-form': {
    en: () => import('./messages/report-form/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/report-form/am.json', { with: { type: 'json' } }),
  },
  toast: {
    en: () => import('./messages/toast/en.json', { with: { type: 'json' } }),
    am: () => import('./messages/toast/am.json', { with: { type: 'json' } }),
  },
};
