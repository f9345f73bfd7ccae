import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createConsoleClient, formatDate, type ApprovalStatus } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { OrganizationStatus } from './organization-status.tsx';
import { OrganizationsTextProvider, useOrganizationsText } from './organizations-text.ts';
import css from './organizations.css?inline';

export const STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected', 'suspended'];

const isStatus = (value: string | null): value is ApprovalStatus =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/** /console/organizations: every organization, newest first, searched and filtered, ten a page. */
export default function OrganizationsScreen() {
  useConsoleStyles('organizations', css);
  return (
    <OrganizationsTextProvider fallback={<LoadingState />}>
      <OrganizationsList />
    </OrganizationsTextProvider>
  );
}

function OrganizationsList() {
  const t = useOrganizationsText();
  const { locale } = useSiteLanguage();
  useDocumentTitle(t('orgs.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [draft, setDraft] = useState(search);
  const list = usePagedList({
    key: `console/organizations?search=${search}&status=${status ?? ''}`,
    load: (client, page, signal) =>
      createConsoleClient(client).organizations.list(
        { page, ...(search ? { search } : {}), ...(status ? { status } : {}) },
        { signal },
      ),
  });

  function apply(next: { search?: string; status?: string }) {
    const values = { search, status: status ?? '', ...next };
    const updated = new URLSearchParams();
    if (values.search) updated.set('search', values.search);
    if (values.status) updated.set('status', values.status);
    setParams(updated);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ search: draft.trim() });
  }

  return (
    <section className="console-screen console-orgs">
      <h1 className="page__title" ref={list.titleRef}>
        {t('orgs.title')}
      </h1>
      <p>{t('orgs.intro')}</p>
      <p>
        <Link className="button button--primary" to={consolePath('organizations/new')}>
          {t('orgs.create')}
        </Link>
      </p>
      <div className="console-orgs__filters">
        <form role="search" className="console-orgs__search" onSubmit={submit}>
          <label htmlFor="console-orgs-search">{t('orgs.search')}</label>
          <input
            id="console-orgs-search"
            type="search"
            name="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {t('orgs.searchButton')}
          </button>
        </form>
        <div className="console-orgs__status">
          <label htmlFor="console-orgs-status">{t('orgs.status')}</label>
          <select
            id="console-orgs-status"
            value={status ?? ''}
            onChange={(event) => apply({ status: event.target.value })}
          >
            <option value="">{t('orgs.status.all')}</option>
            {STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`orgs.status.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.data && <p role="status">{t('orgs.count', { count: list.data.count })}</p>}
      <PagedSection list={list} empty={<p>{t('orgs.empty')}</p>}>
        {(results) => (
          <table className="console-orgs__table">
            <thead>
              <tr>
                <th scope="col">{t('orgs.column.name')}</th>
                <th scope="col">{t('orgs.column.email')}</th>
                <th scope="col">{t('orgs.column.owner')}</th>
                <th scope="col">{t('orgs.column.status')}</th>
                <th scope="col">{t('orgs.column.created')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((organization) => (
                <tr key={organization.id}>
                  <th scope="row">
                    <Link to={consolePath(`organizations/${organization.id}`)}>{organization.name}</Link>
                  </th>
                  <td>{organization.email}</td>
                  <td>{organization.owner ? organization.owner.username : t('orgs.noOwner')}</td>
                  <td>
                    <OrganizationStatus status={organization.approval_status} />
                  </td>
                  <td>
                    <time dateTime={organization.created_at}>
                      {formatDate(organization.created_at, locale)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedSection>
    </section>
  );
}
