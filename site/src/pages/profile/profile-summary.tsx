import { useId } from 'react';
import { accountDisplayName, avatarInitial, type AccountProfile } from '@lomi/core';
import { identityParts, missingDetails } from './profile-details.ts';
import { useProfileText } from './profile-text.ts';

interface ProfileSummaryProps {
  profile: AccountProfile;
  /** Opens the Edit Profile dialog. */
  onEdit: () => void;
}

/**
 * The head of /user (§2 Profile): avatar initial, display name, the username / e-mail / phone line, how the
 * account signs in, a warning badge per missing detail, and the Edit Profile button.
 */
export function ProfileSummary({ profile, onEdit }: ProfileSummaryProps) {
  const t = useProfileText();
  const nameId = useId();
  const missing = missingDetails(profile);
  const identity = identityParts(profile);
  return (
    <section className="profile-summary" aria-labelledby={nameId}>
      <span className="profile-summary__avatar" aria-hidden="true">
        {avatarInitial(profile)}
      </span>
      <div className="profile-summary__text">
        <h2 id={nameId} className="profile-summary__name">
          {accountDisplayName(profile)}
        </h2>
        {identity.length > 0 && (
          <p className="profile-summary__identity">
            {identity.map((part, index) => (
              <span key={part}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                {part}
              </span>
            ))}
          </p>
        )}
        <ul className="profile-badges">
          <li className="profile-badge profile-badge--auth">
            <span className="visually-hidden">{t('profile.authType.label')}: </span>
            {t(`profile.authType.${profile.auth_type}`)}
          </li>
        </ul>
        {missing.length > 0 && (
          <ul className="profile-badges" aria-label={t('profile.missing.label')}>
            {missing.map((detail) => (
              <li key={detail} className="profile-badge profile-badge--warning">
                <span aria-hidden="true">! </span>
                {t(`profile.missing.${detail}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onEdit}>
        {t('profile.edit.open')}
      </button>
    </section>
  );
}
