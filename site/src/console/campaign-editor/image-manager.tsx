import { useEffect, useId, useRef, useState } from 'react';
import { CAMPAIGN_IMAGES_MAX, type EditableCampaign } from '@lomi/core';
import { UploadProgress } from '../../shared/upload-progress/upload-progress.tsx';
import { useCampaignEditorText } from './campaign-editor-text.ts';
import type { EditorUpload } from './file-upload.tsx';
import { FileUpload } from './file-upload.tsx';

export interface ImageManagerProps {
  campaign: EditableCampaign;
  /**
   * Sends the image ids in their new order (with the campaign's `updated`); `position` is where the moved image
   * is now (1-based). Whether it was done.
   */
  onReorder: (imageIds: number[], position: number) => Promise<boolean>;
  onRemove: (imageId: number) => Promise<boolean>;
  onAdd: (files: File[], upload: EditorUpload) => Promise<boolean>;
}

/**
 * The campaign's images in order, each with Move up, Move down and Remove buttons (keyboard-usable: after a
 * move, focus stays on the moved image's button, or its other one at the ends), and an upload of more.
 */
export function ImageManager({ campaign, onReorder, onRemove, onAdd }: ImageManagerProps) {
  const t = useCampaignEditorText();
  const headingId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<{ imageId: number; direction: 'up' | 'down' } | null>(null);
  const images = campaign.images;
  const count = images.length;

  useEffect(() => {
    if (!focus) return;
    const wanted = buttons.current.get(`${focus.imageId}-${focus.direction}`);
    const other = buttons.current.get(`${focus.imageId}-${focus.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocus(null);
  }, [focus, campaign]);

  async function move(index: number, direction: 'up' | 'down') {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = images.map((image) => image.id);
    const moved = ids[index]!;
    ids[index] = ids[target]!;
    ids[target] = moved;
    setBusy(true);
    const done = await onReorder(ids, target + 1);
    setBusy(false);
    if (done) setFocus({ imageId: moved, direction });
  }

  async function remove(imageId: number) {
    setBusy(true);
    await onRemove(imageId);
    setBusy(false);
  }

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section className="campaign-editor__section" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="campaign-editor__heading">
        {t('campaignEditor.images.title')}
      </h2>
      <p id={hintId}>{t('campaignEditor.images.hint', { max: CAMPAIGN_IMAGES_MAX })}</p>
      <ol className="campaign-editor__images" aria-label={t('campaignEditor.images.list')}>
        {images.map((image, index) => {
          const position = index + 1;
          return (
            <li key={image.id} className="campaign-editor__image">
              <img
                src={image.url}
                srcSet={image.srcset || undefined}
                sizes="120px"
                alt={t('campaignEditor.images.position', { position, count })}
              />
              <button
                type="button"
                ref={ref(`${image.id}-up`)}
                className="button button--secondary"
                disabled={busy || index === 0}
                onClick={() => void move(index, 'up')}
              >
                {t('campaignEditor.images.up', { position })}
              </button>
              <button
                type="button"
                ref={ref(`${image.id}-down`)}
                className="button button--secondary"
                disabled={busy || index === count - 1}
                onClick={() => void move(index, 'down')}
              >
                {t('campaignEditor.images.down', { position })}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || count === 1}
                onClick={() => void remove(image.id)}
              >
                {t('campaignEditor.images.remove', { position })}
              </button>
            </li>
          );
        })}
      </ol>
      <FileUpload
        label={t('campaignEditor.images.add')}
        hint={t('campaignEditor.images.addHint')}
        button={t('campaignEditor.images.addButton')}
        accept="image/jpeg,image/png,image/webp"
        disabled={busy || count >= CAMPAIGN_IMAGES_MAX}
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
          label={t('campaignEditor.images.uploading')}
          percent={progress}
          valueText={t('campaignEditor.upload.percent', { percent: progress })}
        />
      )}
    </section>
  );
}
