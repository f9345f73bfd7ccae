import { useId } from 'react';
import { useProfileText } from './profile-text.ts';

interface CompleteProfileBannerProps {
  /** Opens the Edit Profile dialog. */
  onUpdate: () => void;
}

/** §2 'Complete your profile', shown while a detail is missing, with the Update button. */
export function CompleteProfileBanner({ onUpdate }: CompleteProfileBannerProps) {
  const t = useProfileText();
  const titleId = useId();
  return (
    <section className="profile-banner" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="profile-banner__title">
          {t('profile.complete.title')}
        </h2>
        <p className="profile-banner__text">{t('profile.complete.text')}</p>
      </div>
      <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={onUpdate}>
        {t('profile.complete.update')}
      </button>
    </section>
  );
}
