import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { parsePositiveId, updateOrganization, type OwnOrganization } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { OrganizationForm } from '../../features/organization-form/organization-form.tsx';
import {
  OrganizationFormTextProvider,
  useOrganizationFormText,
} from '../../features/organization-form/organization-form-text.ts';
import '../../shared/dialog-form/dialog-form.css';
import '../../features/organization-form/organization-form.css';

/** /edit-organization/{id} (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function EditOrganizationRoute() {
  return (
    <OrganizationFormTextProvider fallback={<LoadingState />}>
      <EditOrganizationPage />
    </OrganizationFormTextProvider>
  );
}

/**
 * Edit Organization: the owner's organization from `GET /api/organizations/my_organization/`, in the form,
 * sent as `PUT /api/organizations/{id}/`. §4: only an approved organization may be edited, so a pending or
 * rejected one is refused with a word why; an id that is not one of the user's is said to be unknown.
 */
export function EditOrganizationPage() {
  const t = useOrganizationFormText();
  const client = useLomiClient();
  const { id: idParam = '' } = useParams();
  const id = parsePositiveId(idParam);
  useDocumentTitle(t('organizationForm.edit.title'));
  const mine = useAccountApi('organizations/mine', (account, signal) =>
    account.myOrganizations.list({}, { signal }),
  );
  const [saved, setSaved] = useState<OwnOrganization | null>(null);
  const found = saved ?? mine.data?.results.find((organization) => organization.id === id);

  let content;
  if (found) {
    content =
      found.approval_status === 'approved' ? (
        <OrganizationForm
          mode="edit"
          organization={found}
          send={(fields, files, onProgress, signal) =>
            updateOrganization(client, found.id, fields, files, { onProgress, signal })
          }
          onSaved={setSaved}
        />
      ) : (
        <Refusal text={t(`organizationForm.edit.${found.approval_status}`)} />
      );
  } else if (mine.state === 'error') {
    content = <ErrorState onRetry={mine.retry} />;
  } else if (mine.state === 'loading') {
    content = <LoadingState />;
  } else {
    content = <Refusal text={t('organizationForm.edit.notFound')} />;
  }
  return (
    <div className="page organization-page">
      <h1 className="page__title">{t('organizationForm.edit.title')}</h1>
      {found?.approval_status === 'approved' && (
        <p className="organization-page__intro">{t('organizationForm.edit.intro')}</p>
      )}
      {content}
    </div>
  );
}

function Refusal({ text }: { text: string }) {
  const t = useOrganizationFormText();
  return (
    <div className="organization-page__refusal" role="alert">
      <p>{text}</p>
      <Link to="/user" className="button button--secondary">
        {t('organizationForm.edit.backToProfile')}
      </Link>
    </div>
  );
}
