import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadProfileMessages, type ProfileMessageKey } from '../i18n/profile/profile-messages.ts';

/** The texts of the profile page, fetched when it is shown. */
const profileCatalog = createPageCatalog<ProfileMessageKey>(loadProfileMessages);

/** Gives its children the texts of the profile page (`useProfileText`) on top of the site's. */
export const ProfileTextProvider = profileCatalog.Provider;

/** The typed translator of the profile page; only inside `ProfileTextProvider`. */
export const useProfileText = profileCatalog.useText;
