import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountProfile } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSession } from '../../session/use-session.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { CompleteProfileBanner } from './complete-profile-banner.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { missingDetails } from './profile-details.ts';
import { ProfileOrganization } from './profile-organization.tsx';
import { MyReceipts } from '../receipt/my-receipts.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { ProfileTextProvider, useProfileText } from './profile-text.ts';
import './profile.css';

/** /user (§2 Profile; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function ProfileRoute() {
  return (
    <ProfileTextProvider fallback={<LoadingState />}>
      <ProfilePage />
    </ProfileTextProvider>
  );
}

/**
 * The signed-in user's profile: who they are and what is missing (with the Edit Profile dialog), My
 * Withdrawals, their organization, their stat tiles and their donation receipts.
 */
export function ProfilePage() {
  const t = useProfileText();
  useDocumentTitle(t('profile.documentTitle'));
  const session = useSession();
  const [editing, setEditing] = useState(false);
  // The answer of the last save, shown at once while the session reloads the user for the header.
  const [saved, setSaved] = useState<AccountProfile | null>(null);
  const profile = saved && saved.id === session.user?.id ? saved : session.user;
  if (!profile) return null;

  function onSaved(updated: AccountProfile) {
    setSaved(updated);
    setEditing(false);
    void session.refresh();
  }

  return (
    <div className="page profile">
      <h1 className="page__title">{t('profile.title')}</h1>
      <ProfileSummary profile={profile} onEdit={() => setEditing(true)} />
      <p className="profile__notice" role="status">
        {saved && !editing ? t('profile.edit.saved') : ''}
      </p>
      {missingDetails(profile).length > 0 && <CompleteProfileBanner onUpdate={() => setEditing(true)} />}
      <div className="profile-actions">
        <Link className="button button--secondary" to="/withdraw">
          {t('profile.withdrawals')}
        </Link>
      </div>
      <ProfileOrganization />
      <ProfileStats />
      <MyReceipts />
      {editing && <EditProfileDialog profile={profile} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </div>
  );
}
