import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadSavedMessages, type SavedMessageKey } from '../i18n/saved/saved-messages.ts';

/** The texts of the saved campaigns page, fetched when it is shown. */
const savedCatalog = createPageCatalog<SavedMessageKey>(loadSavedMessages);

/** Gives its children the texts of the saved campaigns page (`useSavedText`) on top of the site's. */
export const SavedTextProvider = savedCatalog.Provider;

/** The typed translator of the saved campaigns page; only inside `SavedTextProvider`. */
export const useSavedText = savedCatalog.useText;
