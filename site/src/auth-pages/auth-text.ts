import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadAuthMessages, type AuthMessageKey } from '../i18n/auth/auth-messages.ts';

const authCatalog = createPageCatalog<AuthMessageKey>(loadAuthMessages);

/** Gives /login and /signup their texts (`useAuthText`) on top of the site's. */
export const AuthTextProvider = authCatalog.Provider;

/** The typed translator of the sign-in pages; only inside `AuthTextProvider`. */
export const useAuthText = authCatalog.useText;

export type { AuthMessageKey };
