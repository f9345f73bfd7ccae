import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  errorKind,
  createConsoleClient,
  formatDate,
  parsePositiveId,
  type ConsoleOrganization,
  type ConsoleOrganizationDocument,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { OrganizationStatus } from './organization-status.tsx';
import { OrganizationsTextProvider, useOrganizationsText } from './organizations-text.ts';
import { ReviewActions } from './review-actions.tsx';
import { downloadOperatorFile, useOperatorFile } from './use-operator-file.ts';
import css from './organizations.css?inline';

/** /console/organizations/{id}: every field, the logo, the documents and the team's decisions. */
export default function OrganizationScreen() {
  useConsoleStyles('organizations', css);
  return (
    <OrganizationsTextProvider fallback={<LoadingState />}>
      <OrganizationDetail />
    </OrganizationsTextProvider>
  );
}

function OrganizationDetail() {
  const t = useOrganizationsText();
  const id = parsePositiveId(useParams().id ?? '');
  const read = useApi(`console/organizations/${id ?? 0}`, (client, signal) =>
    id === undefined
      ? Promise.reject(new Error('not an id'))
      : createConsoleClient(client).organizations.get(id, { signal }),
  );
  // The answer of the last decision, newer than the read.
  const [decided, setDecided] = useState<ConsoleOrganization | null>(null);
  const organization = decided?.id === id ? decided : read.data;
  useDocumentTitle(organization?.name ?? t('orgs.title'));

  const missing = id === undefined || (read.state === 'error' && errorKind(read.error) === 'not-found');
  return (
    <section className="console-screen console-org">
      <p>
        <Link to={consolePath('organizations')}>{t('orgs.back')}</Link>
      </p>
      {missing ? (
        <>
          <h1 className="page__title">{t('orgs.title')}</h1>
          <p>{t('orgs.notFound')}</p>
        </>
      ) : read.state === 'error' && !organization ? (
        <ErrorState onRetry={read.retry} />
      ) : !organization ? (
        <LoadingState />
      ) : (
        <Organization organization={organization} onDecided={setDecided} />
      )}
    </section>
  );
}

function Organization({
  organization,
  onDecided,
}: {
  organization: ConsoleOrganization;
  onDecided: (organization: ConsoleOrganization) => void;
}) {
  const t = useOrganizationsText();
  const { locale } = useSiteLanguage();
  const logo = useOperatorFile(organization.logo);
  const date = (value: string | null) => (value ? formatDate(value, locale) : t('orgs.none'));
  const text = (value: string) => value || t('orgs.none');
  const rows: Array<[string, string]> = [
    [t('orgs.field.email'), organization.email],
    [t('orgs.field.phone'), organization.phone_number],
    [t('orgs.field.contactPerson'), organization.contact_person_name],
    [t('orgs.field.description'), text(organization.description)],
    [t('orgs.field.address'), text(organization.address)],
    [t('orgs.field.website'), text(organization.website)],
    [t('orgs.field.acceptsAsrat'), organization.accepts_asrat ? t('orgs.yes') : t('orgs.no')],
    [
      t('orgs.field.owner'),
      organization.owner
        ? `${organization.owner.username}${organization.owner.email ? ` (${organization.owner.email})` : ''}`
        : t('orgs.noOwner'),
    ],
    [t('orgs.field.created'), date(organization.created_at)],
    [t('orgs.field.updated'), date(organization.updated_at)],
    [t('orgs.field.reviewed'), date(organization.reviewed_at)],
  ];
  if (organization.review_note) rows.push([t('orgs.field.reviewNote'), organization.review_note]);

  return (
    <div className="console-org__layout">
      <h1 className="page__title">{organization.name}</h1>
      <p>
        <OrganizationStatus status={organization.approval_status} />
      </p>
      <ReviewActions organization={organization} onDecided={onDecided} />
      <p>
        <Link className="button button--secondary" to={consolePath(`organizations/${organization.id}/edit`)}>
          {t('orgs.edit')}
        </Link>
      </p>
      {organization.logo ? (
        logo && (
          <img className="console-org__logo" src={logo} alt={t('orgs.logo', { name: organization.name })} />
        )
      ) : (
        <p>{t('orgs.noLogo')}</p>
      )}
      <section aria-labelledby="console-org-fields">
        <h2 id="console-org-fields">{t('orgs.detail.fields')}</h2>
        <dl className="console-org__fields">
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="console-org-documents">
        <h2 id="console-org-documents">{t('orgs.documents')}</h2>
        {organization.documents.length === 0 ? (
          <p>{t('orgs.documents.none')}</p>
        ) : (
          <ul className="console-org__documents">
            {organization.documents.map((document) => (
              <li key={document.id}>
                <DocumentDownload document={document} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A document as a button: fetched with the operator's token, then saved by the browser. */
function DocumentDownload({ document }: { document: ConsoleOrganizationDocument }) {
  const t = useOrganizationsText();
  const client = useLomiClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const name = document.file_name;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={state === 'busy' || undefined}
        onClick={() => {
          if (state === 'busy') return;
          setState('busy');
          downloadOperatorFile(client, document.url, name).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'busy'
          ? t('orgs.documents.downloading', { name })
          : t('orgs.documents.download', { name })}
      </button>
      <span role="status">{state === 'failed' ? t('orgs.documents.failed', { name }) : ''}</span>
    </>
  );
}
