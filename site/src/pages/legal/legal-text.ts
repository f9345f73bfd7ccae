import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

// Each legal text is a catalog of its own: a visitor reading one downloads that one, in one language.

/** The /legal index. */
export const legalIndexCatalog = createPageCatalog({
  en: () => import('../../i18n/legal/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/legal/am.json', { with: { type: 'json' } }),
});
/** The terms of service. */
export const termsCatalog = createPageCatalog({
  en: () => import('../../i18n/terms/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/terms/am.json', { with: { type: 'json' } }),
});
/** The privacy policy. */
export const privacyCatalog = createPageCatalog({
  en: () => import('../../i18n/privacy/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/privacy/am.json', { with: { type: 'json' } }),
});
/** The donation policy. */
export const donationPolicyCatalog = createPageCatalog({
  en: () => import('../../i18n/donation-policy/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/donation-policy/am.json', { with: { type: 'json' } }),
});

export type TermsMessageKey = PageCatalogKey<typeof termsCatalog>;
export type PrivacyMessageKey = PageCatalogKey<typeof privacyCatalog>;
export type DonationPolicyMessageKey = PageCatalogKey<typeof donationPolicyCatalog>;
