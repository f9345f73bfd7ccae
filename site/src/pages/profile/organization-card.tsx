import { useId } from 'react';
import { Link } from 'react-router';
import type { OwnOrganization } from '@lomi/core';
import { editOrganizationPath, organizationPath } from '../../routing/organization-path.ts';
import { useProfileText } from './profile-text.ts';

interface OrganizationCardProps {
  /** The owner's view (its review note says why a rejected one was refused). */
  organization: OwnOrganization;
}

/**
 * §2 Profile organization card: name, e-mail, approval badge, contact person, phone. An approved organization
 * also gets the Open page link (its public page, which only approved organizations have) and Edit
 * Organization (§4: only an approved one may be edited); a rejected or suspended one shows the team's reason.
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
      {status === 'rejected' && organization.review_note ? (
        <p className="profile-organization__note">
          {t('profile.organization.reviewNote', { note: organization.review_note })}
        </p>
      ) : status === 'suspended' && organization.review_note ? (
        <p className="profile-organization__note">
          {t('profile.organization.suspendedNote', { note: organization.review_note })}
        </p>
      ) : (
        status !== 'approved' && (
          <p className="profile-organization__note">{t(`profile.organization.${status}`)}</p>
        )
      )}
      {approved && (
        <div className="profile-actions">
          <Link className="button button--secondary" to={organizationPath(organization.id)}>
            {t('profile.organization.open')}
          </Link>
          <Link className="button button--secondary" to={editOrganizationPath(organization.id)}>
            {t('profile.organization.edit')}
          </Link>
        </div>
      )}
    </article>
  );
}
