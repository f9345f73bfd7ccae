import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { asratCalls, errorKind, parsePositiveId, type AsratPage as AsratPageData } from '@lomi/core';
import { OrganizationIdentity } from '../../features/organization-identity/organization-identity.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { organizationPath } from '../../routing/organization-path.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { AsratTextProvider, useAsratText } from './asrat-text.ts';
import './asrat.css';

const loadDialog = () => import('./asrat-donate-dialog.tsx');

/** /asrat/{organizationId}: where a member gives Asrat to their church by mobile money (§1, §3). */
export default function AsratPage() {
  const { id = '' } = useParams();
  const organizationId = parsePositiveId(id);
  return (
    <AsratTextProvider fallback={<LoadingState />}>
      {organizationId === undefined ? (
        <AsratNotFound />
      ) : (
        <AsratDetails key={organizationId} organizationId={organizationId} />
      )}
    </AsratTextProvider>
  );
}

function AsratDetails({ organizationId }: { organizationId: number }) {
  const t = useAsratText();
  const result = useApi(`asrat/${organizationId}`, (client, signal) =>
    asratCalls(client).page(organizationId, { signal }),
  );
  const page = result.data;
  const kind = errorKind(result.error);
  useDocumentTitle(
    page
      ? t('asrat.title', { organization: page.organization_name })
      : t(result.state === 'loading' ? 'asrat.loading' : 'asrat.error.title'),
  );
  if (page) return <AsratGiving page={page} />;
  if (result.state === 'loading') return <LoadingState />;
  if (kind === 'not-found' || kind === 'invalid') return <AsratNotFound />;
  return <ErrorState onRetry={result.retry} />;
}

/** The organization, what Asrat is, and 'Give Asrat' (the donate dialog, mobile money only). */
export function AsratGiving({ page }: { page: AsratPageData }) {
  const t = useAsratText();
  const [thanked, setThanked] = useState(false);
  const title = t('asrat.dialogTitle', { organization: page.organization_name });
  return (
    <article className="page asrat-page" data-state="ready" aria-labelledby="asrat-title">
      <OrganizationIdentity
        logo={page.organization_logo}
        size="large"
        name={
          <h1 id="asrat-title" className="page__title">
            {t('asrat.title', { organization: page.organization_name })}
          </h1>
        }
      >
        <Link to={organizationPath(page.organization_id)}>{t('asrat.organization')}</Link>
      </OrganizationIdentity>
      <p className="asrat-page__lead">{t('asrat.lead')}</p>
      <p>{t('asrat.how')}</p>
      <LazyDialogButton
        load={loadDialog}
        className="button button--primary asrat-page__give"
        keepMounted
        onClick={() => setThanked(false)}
        dialog={(AsratDonateDialog, { open, close }) => (
          <AsratDonateDialog
            campaign={{ id: page.campaign_id, title }}
            open={open}
            onClose={close}
            onSucceeded={() => setThanked(true)}
          />
        )}
      >
        {t('asrat.give')}
      </LazyDialogButton>
      {thanked ? (
        <p role="status" className="asrat-page__thanks">
          {t('asrat.thanks')}
        </p>
      ) : null}
    </article>
  );
}

function AsratNotFound() {
  const t = useAsratText();
  useDocumentTitle(t('asrat.notFound.title'));
  return (
    <div className="page asrat-page" data-state="not-found">
      <h1 className="page__title">{t('asrat.notFound.title')}</h1>
      <p>{t('asrat.notFound.text')}</p>
    </div>
  );
}
