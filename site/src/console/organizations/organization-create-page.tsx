import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  API_ERROR_CODES,
  ApiError,
  errorKind,
  createConsoleClient,
  isValidEmail,
  type ConsoleOrganization,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { OrganizationForm } from '../../features/organization-form/organization-form.tsx';
import { OrganizationFormTextProvider } from '../../features/organization-form/organization-form-text.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { OrganizationsTextProvider, useOrganizationsText } from './organizations-text.ts';
import dialogFormCss from '../../shared/dialog-form/dialog-form.css?inline';
import formCss from '../../features/organization-form/organization-form.css?inline';
import css from './organizations.css?inline';

/** /console/organizations/new: an approved organization for a creator who has an account. */
export default function OrganizationCreateScreen() {
  useConsoleStyles('organizations', css);
  useConsoleStyles('organization-form', `${dialogFormCss}\n${formCss}`);
  return (
    <OrganizationsTextProvider fallback={<LoadingState />}>
      <OrganizationFormTextProvider fallback={<LoadingState />}>
        <OrganizationCreate />
      </OrganizationFormTextProvider>
    </OrganizationsTextProvider>
  );
}

function OrganizationCreate() {
  const t = useOrganizationsText();
  const client = useLomiClient();
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle(t('orgs.createTitle'));
  const [ownerEmail, setOwnerEmail] = useState('');
  const [ownerError, setOwnerError] = useState<string | null>(null);
  return (
    <section className="console-screen console-org">
      <p>
        <Link to={consolePath('organizations')}>{t('orgs.back')}</Link>
      </p>
      <h1 className="page__title">{t('orgs.createTitle')}</h1>
      <p>{t('orgs.createIntro')}</p>
      <OrganizationForm<ConsoleOrganization>
        mode="create"
        leading={
          <FormField
            block="dialog-form"
            name="owner_email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            label={t('orgs.ownerEmail')}
            hint={t('orgs.ownerEmailHint')}
            error={ownerError}
            value={ownerEmail}
            onChange={(value) => {
              setOwnerEmail(value);
              setOwnerError(null);
            }}
          />
        }
        send={async (fields, files, onProgress, signal) => {
          const email = ownerEmail.trim();
          if (!isValidEmail(email)) {
            setOwnerError(t('orgs.ownerInvalid'));
            throw new ApiError({
              status: 400,
              code: API_ERROR_CODES.validation,
              message: t('orgs.ownerInvalid'),
            });
          }
          try {
            return await createConsoleClient(client).organizations.create(email, fields, files, {
              onProgress,
              signal,
            });
          } catch (error) {
            if (errorKind(error) === 'not-found') setOwnerError(t('orgs.ownerUnknown'));
            throw error;
          }
        }}
        onSaved={(saved) => {
          toast.show(t('orgs.created', { name: saved.name }));
          void navigate(consolePath(`organizations/${saved.id}`));
        }}
      />
    </section>
  );
}
