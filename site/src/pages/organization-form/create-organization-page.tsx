import { useNavigate } from 'react-router';
import { createOrganization } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { OrganizationForm } from '../../features/organization-form/organization-form.tsx';
import {
  OrganizationFormTextProvider,
  useOrganizationFormText,
} from '../../features/organization-form/organization-form-text.ts';
import '../../shared/dialog-form/dialog-form.css';
import '../../features/organization-form/organization-form.css';

/** /create-organization (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function CreateOrganizationRoute() {
  return (
    <OrganizationFormTextProvider fallback={<LoadingState />}>
      <CreateOrganizationPage />
    </OrganizationFormTextProvider>
  );
}

/**
 * Create Organization: the form, sent as `POST /api/organizations/`; the new organization waits for the
 * team's review. §8: 'Organization created successfully!' and the toast 'Organization Created Successfully!',
 * then the profile, where its card shows Pending Approval.
 */
export function CreateOrganizationPage() {
  const t = useOrganizationFormText();
  const client = useLomiClient();
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle(t('organizationForm.create.title'));
  return (
    <div className="page organization-page">
      <h1 className="page__title">{t('organizationForm.create.title')}</h1>
      <p className="organization-page__intro">{t('organizationForm.create.intro')}</p>
      <OrganizationForm
        mode="create"
        send={(fields, files, onProgress, signal) =>
          createOrganization(client, fields, files, { onProgress, signal })
        }
        onSaved={() => {
          toast.show(t('organizationForm.create.toast'));
          void navigate('/user');
        }}
      />
    </div>
  );
}
