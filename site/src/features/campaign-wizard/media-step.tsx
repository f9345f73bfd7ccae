import { useId, useRef, type ChangeEvent } from 'react';
import { CAMPAIGN_DOCUMENT_TYPES } from '@lomi/core';
import type { StepProps } from './category-step.tsx';
import { useCreateCampaignText } from './create-campaign-text.ts';
import { useObjectUrl } from './use-object-url.ts';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** The files picked in an input; the input is emptied so picking the same file again is noticed. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.target.files ?? [])];
  event.target.value = '';
  return files;
}

/**
 * Step 4: the campaign's photo (previewed, removable) and its supporting documents (listed, each removable).
 * After a removal focus goes back to the file picker, so a keyboard user is never left on nothing.
 */
export function MediaStep({ form, onChange }: StepProps) {
  const t = useCreateCampaignText();
  const ids = { photo: useId(), photoHint: useId(), documents: useId(), documentsHint: useId() };
  const photoInput = useRef<HTMLInputElement>(null);
  const documentsInput = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(form.image);

  function removeDocument(index: number) {
    onChange({ ...form, documents: form.documents.filter((_, at) => at !== index) });
    documentsInput.current?.focus();
  }

  return (
    <>
      <div className="dialog-form__field">
        <label htmlFor={ids.photo} className="dialog-form__label">
          {t('createCampaign.media.photo')}
        </label>
        <p id={ids.photoHint} className="dialog-form__hint">
          {t('createCampaign.media.photoHint')}
        </p>
        <input
          ref={photoInput}
          id={ids.photo}
          name="image"
          type="file"
          accept={PHOTO_TYPES}
          className="campaign-wizard__file"
          aria-describedby={ids.photoHint}
          onChange={(event) => {
            const [image] = takeFiles(event);
            if (image) onChange({ ...form, image });
          }}
        />
        {form.image && (
          <div className="campaign-wizard__photo">
            {preview && (
              <img
                className="campaign-wizard__photo-image"
                src={preview}
                alt={t('createCampaign.media.photoPreview')}
              />
            )}
            <span className="campaign-wizard__file-name">{form.image.name}</span>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                onChange({ ...form, image: null });
                photoInput.current?.focus();
              }}
            >
              {t('createCampaign.media.removePhoto')}
            </button>
          </div>
        )}
      </div>
      <div className="dialog-form__field">
        <label htmlFor={ids.documents} className="dialog-form__label">
          {t('createCampaign.media.documents')}
        </label>
        <p id={ids.documentsHint} className="dialog-form__hint">
          {t('createCampaign.media.documentsHint')}
        </p>
        <input
          ref={documentsInput}
          id={ids.documents}
          name="documents"
          type="file"
          multiple
          accept={CAMPAIGN_DOCUMENT_TYPES.join(',')}
          className="campaign-wizard__file"
          aria-describedby={ids.documentsHint}
          onChange={(event) => {
            const added = takeFiles(event);
            if (added.length > 0) onChange({ ...form, documents: [...form.documents, ...added] });
          }}
        />
        {form.documents.length === 0 ? (
          <p className="campaign-wizard__empty">{t('createCampaign.media.noDocuments')}</p>
        ) : (
          <ul className="campaign-wizard__documents" aria-label={t('createCampaign.media.documentList')}>
            {form.documents.map((document, index) => (
              // Two picks of the same file are two entries: the position tells them apart.
              <li key={`${index}-${document.name}`} className="campaign-wizard__document">
                <span className="campaign-wizard__file-name">{document.name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => removeDocument(index)}
                >
                  {t('createCampaign.media.removeDocument', { name: document.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
