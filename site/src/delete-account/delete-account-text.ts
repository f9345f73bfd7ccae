import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadDeleteAccountMessages,
  type DeleteAccountMessageKey,
} from '../i18n/delete-account/delete-account-messages.ts';

/** The texts of the delete-account page, fetched when it is shown. */
const deleteAccountCatalog = createPageCatalog<DeleteAccountMessageKey>(loadDeleteAccountMessages);

/** Gives its children the texts of the delete-account page (`useDeleteAccountText`) on top of the site's. */
export const DeleteAccountTextProvider = deleteAccountCatalog.Provider;

/** The typed translator of the delete-account page; only inside `DeleteAccountTextProvider`. */
export const useDeleteAccountText = deleteAccountCatalog.useText;
