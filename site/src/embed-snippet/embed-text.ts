import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadEmbedMessages, type EmbedMessageKey } from '../i18n/embed/embed-messages.ts';

/** The texts of the SDK pages (the 'Embed this campaign' dialog and /embed), fetched when one is shown. */
const embedCatalog = createPageCatalog<EmbedMessageKey>(loadEmbedMessages);

/** Gives its children the SDK pages' texts (`useEmbedText`) on top of the site's. */
export const EmbedTextProvider = embedCatalog.Provider;

/** The typed translator for the SDK pages; only inside `EmbedTextProvider`. */
export const useEmbedText = embedCatalog.useText;
