import { createPageCatalog, preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
import {
  loadWithdrawRequestMessages,
  type WithdrawRequestMessageKey,
} from '../i18n/withdraw-request/withdraw-request-messages.ts';

/** The texts of the withdraw panel, fetched as its code loads (from the first hover or focus on its button). */
const withdrawRequestCatalog = createPageCatalog<WithdrawRequestMessageKey>(loadWithdrawRequestMessages);
preloadInDocumentLanguage(withdrawRequestCatalog);

/** Gives its children the withdraw panel's texts (`useWithdrawRequestText`) on top of the site's. */
export const WithdrawRequestTextProvider = withdrawRequestCatalog.Provider;

/** The typed translator of the withdraw panel; only inside `WithdrawRequestTextProvider`. */
export const useWithdrawRequestText = withdrawRequestCatalog.useText;
