import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildCampaignFormData, createCampaign } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { CampaignWizard } from '../../features/campaign-wizard/campaign-wizard.tsx';
import {
  CreateCampaignTextProvider,
  useCreateCampaignText,
} from '../../features/campaign-wizard/create-campaign-text.ts';
import '../../shared/dialog-form/dialog-form.css';
import './create-campaign.css';

/** /create-campaign (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function CreateCampaignRoute() {
  return (
    <CreateCampaignTextProvider fallback={<LoadingState />}>
      <CreateCampaignPage />
    </CreateCampaignTextProvider>
  );
}

/**
 * The create-campaign wizard for the owner of an approved organization (§4: only approved organizations run
 * campaigns). Anyone else learns why not and where to go: /create-organization when they have none, their
 * profile when theirs waits for approval or was rejected.
 */
export function CreateCampaignPage() {
  const t = useCreateCampaignText();
  const client = useLomiClient();
  const navigate = useNavigate();
  const gateTitleId = useId();
  useDocumentTitle(t('createCampaign.documentTitle'));
  const mine = useAccountApi('organizations/mine', (account, signal) =>
    account.myOrganizations.list({}, { signal }),
  );
  const organizations = mine.data?.results;
  const approved = organizations?.find((organization) => organization.approval_status === 'approved');
  const pending = organizations?.some((organization) => organization.approval_status === 'pending');

  return (
    <div className="page create-campaign" data-state={mine.state}>
      <h1 className="page__title">{t('createCampaign.title')}</h1>
      {mine.state === 'error' && <ErrorState onRetry={mine.retry} />}
      {!organizations && mine.state === 'loading' && <LoadingState />}
      {approved && (
        <CampaignWizard
          send={(form, upload) => createCampaign(client, buildCampaignFormData(form, approved.id), upload)}
          onCreated={() => void navigate('/user')}
        />
      )}
      {organizations && !approved && (
        <section className="create-campaign__gate" aria-labelledby={gateTitleId}>
          <h2 id={gateTitleId} className="create-campaign__gate-title">
            {t('createCampaign.gate.title')}
          </h2>
          {organizations.length === 0 ? (
            <>
              <p>{t('createCampaign.gate.none')}</p>
              <Link className="button button--primary" to="/create-organization">
                {t('createCampaign.gate.createOrganization')}
              </Link>
            </>
          ) : (
            <>
              <p>{t(pending ? 'createCampaign.gate.pending' : 'createCampaign.gate.rejected')}</p>
              <Link className="button button--primary" to="/user">
                {t('createCampaign.gate.profile')}
              </Link>
            </>
          )}
        </section>
      )}
    </div>
  );
}
