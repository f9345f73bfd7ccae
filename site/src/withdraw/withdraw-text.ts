import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import { loadWithdrawMessages, type WithdrawMessageKey } from '../i18n/withdraw/withdraw-messages.ts';

/** The texts of the withdrawals page, fetched when it is shown. */
const withdrawCatalog = createPageCatalog<WithdrawMessageKey>(loadWithdrawMessages);

/** Gives its children the texts of the withdrawals page (`useWithdrawText`) on top of the site's. */
export const WithdrawTextProvider = withdrawCatalog.Provider;

/** The typed translator of the withdrawals page; only inside `WithdrawTextProvider`. */
export const useWithdrawText = withdrawCatalog.useText;
