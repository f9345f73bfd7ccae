import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadDonationPolicyMessages,
  type DonationPolicyMessageKey,
} from '../i18n/donation-policy/donation-policy-messages.ts';
import { loadLegalMessages, type LegalMessageKey } from '../i18n/legal/legal-messages.ts';
import { loadPrivacyMessages, type PrivacyMessageKey } from '../i18n/privacy/privacy-messages.ts';
import { loadTermsMessages, type TermsMessageKey } from '../i18n/terms/terms-messages.ts';

// Each legal text is a catalog of its own: a visitor reading one downloads that one, in one language.

/** The /legal index. */
export const legalIndexCatalog = createPageCatalog<LegalMessageKey>(loadLegalMessages);
/** The terms of service. */
export const termsCatalog = createPageCatalog<TermsMessageKey>(loadTermsMessages);
/** The privacy policy. */
export const privacyCatalog = createPageCatalog<PrivacyMessageKey>(loadPrivacyMessages);
/** The donation policy. */
export const donationPolicyCatalog = createPageCatalog<DonationPolicyMessageKey>(loadDonationPolicyMessages);
