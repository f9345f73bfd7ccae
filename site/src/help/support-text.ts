import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadSupportMessages, type SupportMessageKey } from '../i18n/support/support-messages.ts';

/**
 * The texts of /faq and /help: one catalog for both, since both show the ask-a-question form (two nested
 * catalogs would be fetched one after the other).
 */
const supportCatalog = createPageCatalog<SupportMessageKey>(loadSupportMessages);

/** Gives its children the FAQ and help texts (`useSupportText`) on top of the site's. */
export const SupportTextProvider = supportCatalog.Provider;

/** The typed translator of the FAQ and help texts; only inside `SupportTextProvider`. */
export const useSupportText = supportCatalog.useText;
