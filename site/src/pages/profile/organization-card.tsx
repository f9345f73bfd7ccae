import { useId } from 'react';
import { Link } from 'react-router';
import type { Organization } from '@lomi/core';
import { organizationPath } from '../../routing/organization-path.ts';
import { ComingSoonAction } from '../../features/coming-soon-action/coming-soon-action.tsx';
import { useProfileText } from './profile-text.ts';

interface OrganizationCardProps {
  organization: Organization;
}

/**
 * §2 Profile organization card: name, e-mail, approval badge, contact person, phone. An approved organization
 * also gets the Open page link (its public page, which only approved organizations have) and Edit
 * Organization, shown disabled as 'Coming soon' until the organization forms exist.
 */
export function OrganizationCard({ organization }: OrganizationCardProps) {
  const t = useProfileText();
  const nameId = useId();
  const status = organization.approval_status;
  const approved = status === 'approved';
  return (
    <article className="profile-organization" aria-labelledby={nameId} data-status={status}>
      <div className="profile-organization__head">
        <h3 id={nameId} className="profile-organization__name">
          {organization.name}
        </h3>
        <p className={`profile-badge profile-badge--${status}`}>
          <span className="visually-hidden">{t('profile.organization.statusLabel')}: </span>
          {t(`profile.organization.status.${status}`)}
        </p>
      </div>
      <dl className="profile-organization__details">
        <div>
          <dt>{t('profile.organization.email')}</dt>
          <dd>{organization.email}</dd>
        </div>
        <div>
          <dt>{t('profile.organization.contactPerson')}</dt>
          <dd>{organization.contact_person_name}</dd>
        </div>
        <div>
          <dt>{t('profile.organization.phone')}</dt>
          <dd>{organization.phone_number}</dd>
        </div>
      </dl>
      {status !== 'approved' && (
        <p className="profile-organization__note">{t(`profile.organization.${status}`)}</p>
      )}
      {approved && (
        <div className="profile-actions">
          <Link className="button button--secondary" to={organizationPath(organization.id)}>
            {t('profile.organization.open')}
          </Link>
          <ComingSoonAction label={t('profile.organization.edit')} note={t('profile.comingSoon')} />
        </div>
      )}
    </article>
  );
}
