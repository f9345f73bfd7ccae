import { useId } from 'react';
import { Link } from 'react-router';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ComingSoonAction } from '../../features/coming-soon-action/coming-soon-action.tsx';
import { useSelfServiceCreation } from '../../layout/use-site-settings.ts';
import { OrganizationCard, type OwnOrganization } from './organization-card.tsx';
import { useProfileText } from './profile-text.ts';

/**
 * The profile's organization area (§2): the user's organization from `GET /api/organizations/my_organization/`
 * (or a word that there is none), Create Organization disabled as 'Coming soon', and, once an organization is
 * approved, the campaign block: the link to /mycampaigns and Create Campaign, also 'Coming soon'. With
 * self-service creation on (LOMI_SELF_SERVICE_CREATION) both create actions are links instead.
 */
export function ProfileOrganization() {
  const t = useProfileText();
  const titleId = useId();
  const campaignsTitleId = useId();
  const mine = useAccountApi('organizations/mine', (account, signal) =>
    account.myOrganizations.list({}, { signal }),
  );
  const organizations: OwnOrganization[] | undefined = mine.data?.results;
  const approved = organizations?.some((organization) => organization.approval_status === 'approved');
  return (
    <>
      <section className="profile-section" aria-labelledby={titleId} data-state={mine.state}>
        <h2 id={titleId} className="profile-section__title">
          {t('profile.organization.title')}
        </h2>
        {mine.state === 'error' && <ErrorState onRetry={mine.retry} />}
        {!organizations && mine.state === 'loading' && <LoadingState />}
        {organizations?.length === 0 && <p>{t('profile.organization.none')}</p>}
        {organizations?.map((organization) => (
          <OrganizationCard key={organization.id} organization={organization} />
        ))}
        {organizations && (
          <div className="profile-actions">
            <CreateAction label={t('profile.organization.createOrganization')} to="/create-organization" />
          </div>
        )}
      </section>
      {approved && (
        <section className="profile-section" aria-labelledby={campaignsTitleId}>
          <h2 id={campaignsTitleId} className="profile-section__title">
            {t('profile.campaigns.title')}
          </h2>
          <p>{t('profile.campaigns.text')}</p>
          <div className="profile-actions">
            <Link className="button button--primary" to="/mycampaigns">
              {t('profile.campaigns.link')}
            </Link>
            <CreateAction label={t('profile.organization.createCampaign')} to="/create-campaign" />
          </div>
        </section>
      )}
    </>
  );
}

/** A create action: 'Coming soon' (§2) unless the operator turned self-service creation on. */
function CreateAction({ label, to }: { label: string; to: string }) {
  const t = useProfileText();
  const selfService = useSelfServiceCreation();
  if (!selfService) return <ComingSoonAction label={label} note={t('profile.comingSoon')} />;
  return (
    <Link className="button button--primary" to={to}>
      {label}
    </Link>
  );
}
