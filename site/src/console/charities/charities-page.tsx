import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createConsoleClient, formatDate, type ConsoleCharity } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import css from './charities.css?inline';
import { CharitiesTextProvider, useCharitiesText } from './charities-text.ts';

/** The console's charities (issue 14 #5): a paged list by name, a search by name, and a way to add one. */
export default function CharitiesPage() {
  return (
    <CharitiesTextProvider fallback={<LoadingState />}>
      <Charities />
    </CharitiesTextProvider>
  );
}

function Charities() {
  useConsoleStyles('charities', css);
  const t = useCharitiesText();
  useDocumentTitle(t('charities.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const list = usePagedList({
    key: `console-charities?search=${search}`,
    load: (client, page, signal) =>
      createConsoleClient(client).charities.list({ page, ...(search ? { search } : {}) }, { signal }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('search', typed.trim());
    setParams(next);
  }

  return (
    <section className="console-screen console-charities">
      <h1 className="page__title" ref={list.titleRef}>
        {t('charities.title')}
      </h1>
      <p>{t('charities.intro')}</p>
      <p>
        <Link className="button" to={consolePath('charities/new')}>
          {t('charities.new')}
        </Link>
      </p>
      <form role="search" className="console-search" onSubmit={submit}>
        <label htmlFor="console-charities-search">{t('charities.search.label')}</label>
        <input
          id="console-charities-search"
          type="search"
          name="search"
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('charities.search.submit')}
        </button>
        {search && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setTyped('');
              setParams(new URLSearchParams());
            }}
          >
            {t('charities.search.clear')}
          </button>
        )}
      </form>
      <PagedSection
        list={list}
        empty={<p>{search ? t('charities.noMatch', { search }) : t('charities.empty')}</p>}
      >
        {(charities) => <CharityTable charities={charities} />}
      </PagedSection>
    </section>
  );
}

function CharityTable({ charities }: { charities: ConsoleCharity[] }) {
  const t = useCharitiesText();
  const client = useLomiClient();
  const { locale } = useSiteLanguage();
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">{t('charities.column.logo')}</th>
          <th scope="col">{t('charities.column.name')}</th>
          <th scope="col">{t('charities.column.created')}</th>
          <th scope="col">{t('charities.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {charities.map((charity) => (
          <tr key={charity.id}>
            <td>
              {charity.logo ? (
                <img
                  className="console-charities__logo"
                  src={client.urls.media(charity.logo)}
                  alt=""
                  width={48}
                />
              ) : (
                t('charities.noLogo')
              )}
            </td>
            <td>{charity.name}</td>
            <td>
              <time dateTime={charity.dateCreated}>{formatDate(charity.dateCreated, locale)}</time>
            </td>
            <td>
              <Link to={consolePath(`charities/${charity.id}`)}>
                {t('charities.edit', { name: charity.name })}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
