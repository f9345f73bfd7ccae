import { Link, useParams } from 'react-router';
import { errorKind, parsePositiveId } from '@lomi/core';
import { useApi } from '../../shared/data/use-api.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { OrganizationAsrat } from './organization-asrat.tsx';
import { OrganizationCampaigns } from './organization-campaigns.tsx';
import { OrganizationProfile } from './organization-profile.tsx';
import { OrganizationTextProvider, useOrganizationText } from './organization-text.ts';
import './organization.css';

/** /organization/{id} (§2 organization public page) with its loading, not-found and error states (§8). */
export default function OrganizationPage() {
  const { id = '' } = useParams();
  const organizationId = parsePositiveId(id);
  return (
    <OrganizationTextProvider fallback={<LoadingState />}>
      {/* Only an id by @lomi/core's rule can exist; for anything else no request is made. */}
      {organizationId === undefined ? (
        <InvalidId />
      ) : (
        <OrganizationDetails key={organizationId} id={organizationId} />
      )}
    </OrganizationTextProvider>
  );
}

type View = 'loading' | 'ready' | 'not-found' | 'error';

function OrganizationDetails({ id }: { id: number }) {
  const t = useOrganizationText();
  const result = useApi(`organization/${id}`, (client, signal) => client.organizations.get(id, { signal }));
  const organization = result.data;
  const kind = errorKind(result.error);
  // An id the API rejects and an unknown one both mean there is no such organization to show.
  const view: View = organization
    ? 'ready'
    : result.state === 'loading'
      ? 'loading'
      : kind === 'not-found' || kind === 'invalid'
        ? 'not-found'
        : 'error';
  // One title for the page, set here: a child's effect would run first and be overwritten by this one.
  useDocumentTitle(
    organization?.name ??
      t(
        view === 'loading'
          ? 'organization.loading'
          : view === 'not-found'
            ? 'organization.notFound.title'
            : 'organization.error.title',
      ),
  );
  if (organization) {
    return (
      <article className="page organization-page" data-state="ready" aria-labelledby="organization-name">
        <OrganizationProfile organization={organization} />
        <OrganizationAsrat organization={organization} />
        <OrganizationCampaigns organizationId={organization.id} />
      </article>
    );
  }
  if (view === 'loading') return <LoadingState />;
  if (view === 'not-found') return <OrganizationNotFound />;
  return <OrganizationError onRetry={result.retry} />;
}

function InvalidId() {
  const t = useOrganizationText();
  useDocumentTitle(t('organization.notFound.title'));
  return <OrganizationNotFound />;
}

function OrganizationNotFound() {
  const t = useOrganizationText();
  return (
    <div className="page organization-page" data-state="not-found">
      <h1 className="page__title">{t('organization.notFound.title')}</h1>
      <p>{t('organization.notFound.text')}</p>
      <Link to="/explore" className="button button--primary">
        {t('organization.notFound.explore')}
      </Link>
    </div>
  );
}

function OrganizationError({ onRetry }: { onRetry: () => void }) {
  const t = useOrganizationText();
  return (
    <div className="page organization-page" data-state="error">
      <h1 className="page__title">{t('organization.error.title')}</h1>
      <ErrorState onRetry={onRetry} />
    </div>
  );
}
