import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, createConsoleClient, errorKind, parsePositiveId, type EditableCampaign } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ConsoleNotFound } from '../console-not-found.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { CampaignEditorTextProvider, useCampaignEditorText } from './campaign-editor-text.ts';
import editorCss from './campaign-editor.css?inline';
import { DetailsForm } from './details-form.tsx';
import { DocumentManager } from './document-manager.tsx';
import { ImageManager } from './image-manager.tsx';
import '../../shared/dialog-form/dialog-form.css';
import '../../shared/upload-progress/upload-progress.css';

/** /console/campaigns/:id/edit (issue 14 #4): any campaign's content, images and documents. */
export default function CampaignEditRoute() {
  useConsoleStyles('campaign-editor', editorCss);
  const id = parsePositiveId(useParams().id ?? '');
  if (id === undefined) return <ConsoleNotFound />;
  return (
    <CampaignEditorTextProvider fallback={<LoadingState />}>
      <CampaignEditPage id={id} />
    </CampaignEditorTextProvider>
  );
}

/**
 * Reads the campaign with its `updated`, and sends each change with it: a change someone else made meanwhile
 * (409) is told in words with a button to reload, never overwritten. Every answer is the campaign as it now
 * is, so the next change carries the new `updated`.
 */
function CampaignEditPage({ id }: { id: number }) {
  const t = useCampaignEditorText();
  const client = useLomiClient();
  const toast = useToast();
  const titleId = useId();
  const editor = createConsoleClient(client).campaignEditor;
  const loaded = useApi(`console-campaign-editor/${id}`, (_client, signal) => editor.get(id, { signal }));
  const [changed, setChanged] = useState<EditableCampaign | null>(null);
  const [stale, setStale] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState('');
  const campaign = changed ?? loaded.data;
  useDocumentTitle(
    campaign ? `${t('campaignEditor.edit.title')}: ${campaign.title}` : t('campaignEditor.edit.title'),
  );

  /** Runs one change; a 409 of a change that carries `updated` means someone else changed the campaign. */
  async function act(
    call: () => Promise<EditableCampaign>,
    success: string,
    carriesUpdated = false,
  ): Promise<boolean> {
    try {
      setChanged(await call());
      setStatus(success);
      return true;
    } catch (error) {
      if (carriesUpdated && errorKind(error) === 'conflict') {
        setStale(true);
        return false;
      }
      const message = error instanceof ApiError ? error.message : '';
      toast.show(t('campaignEditor.failed', { message }), { tone: 'error' });
      return false;
    }
  }

  function reload() {
    setChanged(null);
    setStale(false);
    setStatus('');
    setReloads((count) => count + 1);
    loaded.retry();
  }

  if (loaded.state === 'error' && errorKind(loaded.error) === 'not-found') {
    return <ConsoleNotFound />;
  }
  return (
    <section className="console-screen campaign-editor" aria-labelledby={titleId}>
      <h1 id={titleId} className="page__title">
        {t('campaignEditor.edit.title')}
        {campaign && `: ${campaign.title}`}
      </h1>
      {loaded.state === 'error' && <ErrorState onRetry={loaded.retry} />}
      {!campaign && loaded.state === 'loading' && <LoadingState />}
      <p role="status" className="campaign-editor__status">
        {status}
      </p>
      {stale && (
        <div role="alert" className="campaign-editor__stale">
          <p>{t('campaignEditor.edit.stale')}</p>
          <div>
            <button type="button" className="button button--primary" onClick={reload}>
              {t('campaignEditor.edit.reload')}
            </button>
          </div>
        </div>
      )}
      {campaign && (
        <>
          <p>
            {t('campaignEditor.edit.of', { name: campaign.organization.name })}{' '}
            <Link to={consolePath(`campaigns/${campaign.id}`)}>{t('campaignEditor.edit.back')}</Link>
          </p>
          <DetailsForm
            // A reload (a new read) starts the fields again from what the server has.
            key={`${reloads}:${loaded.data?.updated ?? ''}`}
            campaign={campaign}
            onSave={async (edit) => {
              await act(() => editor.update(id, edit), t('campaignEditor.edit.saved'), true);
            }}
          />
          <ImageManager
            campaign={campaign}
            onReorder={(imageIds, position) =>
              act(
                () => editor.reorderImages(id, { updated: campaign.updated, imageIds }),
                t('campaignEditor.images.moved', { position }),
                true,
              )
            }
            onRemove={(imageId) =>
              act(() => editor.removeImage(id, imageId), t('campaignEditor.images.removed'))
            }
            onAdd={(files, upload) =>
              act(
                () => editor.addImages(id, files, upload),
                t('campaignEditor.images.added', { count: files.length }),
              )
            }
          />
          <DocumentManager
            campaign={campaign}
            onRemove={(documentId) =>
              act(() => editor.removeDocument(id, documentId), t('campaignEditor.documents.removed'))
            }
            onAdd={(files, upload) =>
              act(
                () => editor.addDocuments(id, files, upload),
                t('campaignEditor.documents.added', { count: files.length }),
              )
            }
          />
        </>
      )}
    </section>
  );
}
