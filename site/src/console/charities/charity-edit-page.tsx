import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, createConsoleClient, errorKind, type ConsoleCharity } from '@lomi/core';
import { useToast } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import css from './charities.css?inline';
import { CharitiesTextProvider, useCharitiesText } from './charities-text.ts';
import { CharityForm, type SendCharity } from './charity-form.tsx';

/** Adding a charity (`/console/charities/new`) or editing one (`/console/charities/{id}`). */
export default function CharityEditPage() {
  return (
    <CharitiesTextProvider fallback={<LoadingState />}>
      <CharityEdit />
    </CharitiesTextProvider>
  );
}

function CharityEdit() {
  useConsoleStyles('charities', css);
  const { id } = useParams();
  return id === undefined || id === 'new' ? <CreateCharity /> : <EditCharity id={Number(id)} />;
}

function BackLink() {
  const t = useCharitiesText();
  return (
    <p>
      <Link to={consolePath('charities')}>{t('charity.back')}</Link>
    </p>
  );
}

function CreateCharity() {
  const t = useCharitiesText();
  const navigate = useNavigate();
  const toast = useToast();
  useDocumentTitle(t('charity.createTitle'));
  const send: SendCharity = (fields, files, client) =>
    createConsoleClient(client).charities.create(fields, files);
  return (
    <section className="console-screen console-charity">
      <BackLink />
      <h1 className="page__title">{t('charity.createTitle')}</h1>
      <CharityForm
        charity={null}
        send={send}
        onSaved={(saved) => {
          toast.show(t('charity.created', { name: saved.name }));
          void navigate(consolePath(`charities/${saved.id}`));
        }}
      />
    </section>
  );
}

function EditCharity({ id }: { id: number }) {
  const t = useCharitiesText();
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const read = useApi(`console-charity/${id}#${version}`, (client, signal) =>
    createConsoleClient(client).charities.get(id, { signal }),
  );
  const [saved, setSaved] = useState<ConsoleCharity | null>(null);
  const charity =
    saved && saved.id === id && read.data && saved.updated > read.data.updated ? saved : read.data;
  useDocumentTitle(charity ? t('charity.editTitle', { name: charity.name }) : t('charities.title'));
  const notFound =
    read.state === 'error' && read.error instanceof ApiError && errorKind(read.error) === 'not-found';
  const send: SendCharity = (fields, files, client) =>
    createConsoleClient(client).charities.update(id, { ...fields, updated: charity!.updated }, files);
  return (
    <section className="console-screen console-charity">
      <BackLink />
      {notFound && <p role="alert">{t('charity.notFound')}</p>}
      {read.state === 'error' && !notFound && <ErrorState onRetry={read.retry} />}
      {!charity && read.state === 'loading' && <LoadingState />}
      {charity && (
        <>
          <h1 className="page__title">{t('charity.editTitle', { name: charity.name })}</h1>
          <CharityForm
            key={`${charity.updated}#${version}`}
            charity={charity}
            send={send}
            onSaved={(next) => {
              setSaved(next);
              toast.show(t('charity.saved', { name: next.name }));
            }}
            onReload={() => {
              setSaved(null);
              setVersion((count) => count + 1);
            }}
          />
        </>
      )}
    </section>
  );
}
