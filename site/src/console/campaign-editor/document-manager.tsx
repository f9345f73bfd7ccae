import { useId, useState } from 'react';
import { formatNumber, type EditableCampaign } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { UploadProgress } from '../../shared/upload-progress/upload-progress.tsx';
import { downloadOperatorFile } from '../organizations/use-operator-file.ts';
import { useCampaignEditorText } from './campaign-editor-text.ts';
import { FileUpload, type EditorUpload } from './file-upload.tsx';

export interface DocumentManagerProps {
  campaign: EditableCampaign;
  onRemove: (documentId: number) => Promise<boolean>;
  onAdd: (files: File[], upload: EditorUpload) => Promise<boolean>;
}

/**
 * The campaign's supporting documents (never public): each with Download (fetched with the operator's token)
 * and Remove buttons, and an upload of more.
 */
export function DocumentManager({ campaign, onRemove, onAdd }: DocumentManagerProps) {
  const t = useCampaignEditorText();
  const { locale } = useSiteLanguage();
  const client = useLomiClient();
  const toast = useToast();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const documents = campaign.documents;

  return (
    <section className="campaign-editor__section" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="campaign-editor__heading">
        {t('campaignEditor.documents.title')}
      </h2>
      <p>{t('campaignEditor.documents.hint')}</p>
      {documents.length === 0 ? (
        <p>{t('campaignEditor.documents.none')}</p>
      ) : (
        <ul className="campaign-editor__documents" aria-label={t('campaignEditor.documents.list')}>
          {documents.map((document) => (
            <li key={document.id} className="campaign-editor__document">
              <span>
                {document.file_name}
                {document.byte_size !== null &&
                  ` (${formatNumber(Math.max(1, Math.round(document.byte_size / 1024)), locale)} kB)`}
              </span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  void downloadOperatorFile(client, document.url, document.file_name).catch(() =>
                    toast.show(t('campaignEditor.documents.downloadFailed'), { tone: 'error' }),
                  )
                }
              >
                {t('campaignEditor.documents.download', { name: document.file_name })}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  await onRemove(document.id);
                  setBusy(false);
                }}
              >
                {t('campaignEditor.documents.remove', { name: document.file_name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        label={t('campaignEditor.documents.add')}
        hint={t('campaignEditor.documents.hint')}
        button={t('campaignEditor.documents.addButton')}
        accept="application/pdf,image/jpeg,image/png"
        disabled={busy}
        onUpload={async (files) => {
          setBusy(true);
          setProgress(0);
          const done = await onAdd(files, {
            onProgress: (sent, total) => setProgress(total > 0 ? Math.floor((sent * 100) / total) : 0),
          });
          setProgress(null);
          setBusy(false);
          return done;
        }}
      />
      {progress !== null && (
        <UploadProgress
          label={t('campaignEditor.documents.uploading')}
          percent={progress}
          valueText={t('campaignEditor.upload.percent', { percent: progress })}
        />
      )}
    </section>
  );
}
