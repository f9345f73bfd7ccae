import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { WithdrawAccountSection } from './withdraw-account-section.tsx';
import { WithdrawalsTable } from './withdrawals-table.tsx';
import { WithdrawTextProvider, useWithdrawText } from './withdraw-text.ts';
import '../../shared/dialog-form/dialog-form.css';
import './withdraw.css';

/** /withdraw (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function WithdrawRoute() {
  return (
    <WithdrawTextProvider fallback={<LoadingState />}>
      <WithdrawPage />
    </WithdrawTextProvider>
  );
}

/** My Withdrawals: the bank account payouts go to, and the withdrawals requested so far. */
export function WithdrawPage() {
  const t = useWithdrawText();
  useDocumentTitle(t('withdraw.documentTitle'));
  return (
    <div className="page withdraw">
      <h1 className="page__title">{t('withdraw.title')}</h1>
      <p className="withdraw__intro">{t('withdraw.intro')}</p>
      <div className="withdraw__layout">
        <WithdrawAccountSection />
        <WithdrawalsTable />
      </div>
    </div>
  );
}
