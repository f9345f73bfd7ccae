import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { createConsoleClient, parsePositiveId, type ConsoleOrganization } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { OrganizationForm } from '../../features/organization-form/organization-form.tsx';
import { OrganizationFormTextProvider } from '../../features/organization-form/organization-form-text.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { OrganizationsTextProvider, useOrganizationsText } from './organizations-text.ts';
import { useOperatorFile } from './use-operator-file.ts';
import dialogFormCss from '../../shared/dialog-form/dialog-form.css?inline';
import formCss from '../../features/organization-form/organization-form.css?inline';
import css from './organizations.css?inline';

/** /console/organizations/{id}/edit: the site's organization form, for any field of any organization. */
export default function OrganizationEditScreen() {
  useConsoleStyles('organizations', css);
  useConsoleStyles('organization-form', `${dialogFormCss}\n${formCss}`);
  return (
    <OrganizationsTextProvider fallback={<LoadingState />}>
      <OrganizationFormTextProvider fallback={<LoadingState />}>
        <OrganizationEdit />
      </OrganizationFormTextProvider>
    </OrganizationsTextProvider>
  );
}

function OrganizationEdit() {
  const t = useOrganizationsText();
  const id = parsePositiveId(useParams().id ?? '') ?? 0;
  const read = useApi(`console/organizations/${id}#edit`, (client, signal) =>
    createConsoleClient(client).organizations.get(id, { signal }),
  );
  useDocumentTitle(read.data ? t('orgs.editTitle', { name: read.data.name }) : t('orgs.title'));
  return (
    <section className="console-screen console-org">
      <p>
        <Link to={consolePath(`organizations/${id}`)}>{t('orgs.back')}</Link>
      </p>
      {read.state === 'error' && !read.data && <ErrorState onRetry={read.retry} />}
      {!read.data && read.state === 'loading' && <LoadingState />}
      {read.data && <EditForm organization={read.data} />}
    </section>
  );
}

function EditForm({ organization }: { organization: ConsoleOrganization }) {
  const t = useOrganizationsText();
  const client = useLomiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const logo = useOperatorFile(organization.logo);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  return (
    <>
      <h1 className="page__title">{t('orgs.editTitle', { name: organization.name })}</h1>
      <p>{t('orgs.editIntro')}</p>
      <OrganizationForm<ConsoleOrganization>
        mode="edit"
        organization={{ ...organization, documents: [] }}
        logoSrc={logo}
        send={(fields, files, onProgress, signal) =>
          createConsoleClient(client).organizations.update(
            organization.id,
            { fields, files, removeDocuments: [...removed] },
            { onProgress, signal },
          )
        }
        onSaved={(saved) => {
          toast.show(t('orgs.saved'));
          void navigate(consolePath(`organizations/${saved.id}`));
        }}
        trailing={
          organization.documents.length > 0 && (
            <fieldset className="console-org__remove">
              <legend>{t('orgs.removeDocuments')}</legend>
              {organization.documents.map((document) => (
                <label key={document.id} className="organization-form__check">
                  <input
                    type="checkbox"
                    checked={removed.has(document.id)}
                    onChange={(event) =>
                      setRemoved((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(document.id);
                        else next.delete(document.id);
                        return next;
                      })
                    }
                  />
                  {t('orgs.removeDocument', { name: document.file_name })}
                </label>
              ))}
            </fieldset>
          )
        }
      />
    </>
  );
}
