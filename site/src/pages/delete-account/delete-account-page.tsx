import { useId, useState } from 'react';
import { errorKind } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSession } from '../../session/use-session.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { DeleteAccountTextProvider, useDeleteAccountText } from './delete-account-text.ts';
import { reloadPage } from './reload-page.ts';
import './delete-account.css';
import { useAccountClient } from '../../session/use-account-client.ts';

/** /delete-account (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function DeleteAccountRoute() {
  return (
    <DeleteAccountTextProvider fallback={<LoadingState />}>
      <DeleteAccountPage />
    </DeleteAccountTextProvider>
  );
}

/**
 * §2 Delete account: what deleting means, Delete Account, and a confirmation dialog. On success
 * (`DELETE /api/auth/delete-account/`) the user is signed out (§4: to /login) and the page reloads, so nothing
 * of the account stays in memory.
 */
export function DeleteAccountPage() {
  const t = useDeleteAccountText();
  useDocumentTitle(t('deleteAccount.documentTitle'));
  const account = useAccountClient();
  const session = useSession();
  const warningId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<false | 'failed' | 'last-operator'>(false);

  async function deleteAccount() {
    if (deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await account.auth.deleteAccount();
    } catch (error) {
      setDeleting(false);
      // The server refuses only the last operator's deletion as a conflict (someone must run the console).
      setFailed(errorKind(error) === 'conflict' ? 'last-operator' : 'failed');
      return;
    }
    session.signOut();
    reloadPage();
  }

  return (
    <div className="page delete-account">
      <h1 className="page__title">{t('deleteAccount.title')}</h1>
      <section className="delete-account__warning" aria-labelledby={warningId}>
        <h2 id={warningId} className="delete-account__warning-title">
          <span aria-hidden="true">⚠ </span>
          {t('deleteAccount.warningTitle')}
        </h2>
        <p>{t('deleteAccount.warning')}</p>
        <p>{t('deleteAccount.donations')}</p>
      </section>
      <button
        type="button"
        className="button delete-account__button"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        {t('deleteAccount.button')}
      </button>
      {confirming && (
        <SiteDialog
          title={t('deleteAccount.confirm.title')}
          closeLabel={t('deleteAccount.confirm.close')}
          description={<p>{t('deleteAccount.confirm.text')}</p>}
          onClose={() => {
            if (!deleting) setConfirming(false);
          }}
        >
          {failed && (
            <p className="delete-account__failed" role="alert">
              {t(failed === 'last-operator' ? 'deleteAccount.lastOperator' : 'deleteAccount.failed')}
            </p>
          )}
          <div className="site-dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              data-lomi-autofocus=""
              aria-disabled={deleting || undefined}
              onClick={() => {
                if (!deleting) setConfirming(false);
              }}
            >
              {t('deleteAccount.confirm.cancel')}
            </button>
            <button
              type="button"
              className="button delete-account__button"
              aria-disabled={deleting || undefined}
              onClick={() => void deleteAccount()}
            >
              {deleting ? t('deleteAccount.deleting') : t('deleteAccount.confirm.delete')}
            </button>
          </div>
        </SiteDialog>
      )}
    </div>
  );
}
