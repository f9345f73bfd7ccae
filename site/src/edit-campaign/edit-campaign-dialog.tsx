import { useState, type FormEvent } from 'react';
import {
  ApiError,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  campaignUpdateErrors,
  type Campaign,
  type CampaignUpdateErrors,
} from '@lomi/core';
import { useCampaignText } from '../campaign/campaign-text.ts';
import { FormField, useFocusFirstInvalid } from '../dialog-form/form-field.tsx';
import { SiteDialog } from '../site-dialog/site-dialog.tsx';
import { useAccountClient } from '../session/use-account-client.ts';

export interface EditCampaignDialogProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'description'>;
  onClose: () => void;
  /** The server saved the new text. */
  onSaved: (campaign: Campaign) => void;
}

type Failure = 'failed' | 'forbidden' | null;

/** Field problems the server named in a 400, in the form's terms. */
function serverErrors(error: unknown): CampaignUpdateErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: CampaignUpdateErrors = {};
  for (const field of ['title', 'description'] as const) {
    const message = error.errors?.[field];
    if (message) errors[field] = /at most/.test(message) ? 'too-long' : 'required';
  }
  return errors;
}

/**
 * §2 Update Campaign modal (its own module, loaded from 'Edit Campaign'): title and description, both
 * required (§5), saved with `PATCH /campaign/update/{id}`. It stays open, with the problem explained, until
 * the server has saved; focus returns to 'Edit Campaign' when it closes.
 */
export default function EditCampaignDialog({ campaign, onClose, onSaved }: EditCampaignDialogProps) {
  const t = useCampaignText();
  const account = useAccountClient();
  const [title, setTitle] = useState(campaign.title);
  const [description, setDescription] = useState(campaign.description);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<CampaignUpdateErrors>({});
  const [failure, setFailure] = useState<Failure>(null);
  const [saving, setSaving] = useState(false);

  const message = (field: 'title' | 'description') => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem === 'required') return t(`editCampaign.error.${field}.required`);
    const max = field === 'title' ? CAMPAIGN_TITLE_MAX_LENGTH : CAMPAIGN_DESCRIPTION_MAX_LENGTH;
    return t(`editCampaign.error.${field}.tooLong`, { max });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problems = campaignUpdateErrors({ title, description });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    try {
      onSaved(
        await account.myCampaigns.update(campaign.id, {
          title: title.trim(),
          description: description.trim(),
        }),
      );
    } catch (error) {
      const fieldErrors = serverErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
      else setFailure(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed');
      setSaving(false);
    }
  }

  return (
    <SiteDialog title={t('editCampaign.title')} closeLabel={t('editCampaign.close')} onClose={onClose}>
      <form ref={formRef} className="dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          name="title"
          label={t('editCampaign.field.title')}
          value={title}
          onChange={setTitle}
          error={message('title')}
          autoFocus
        />
        <FormField
          name="description"
          label={t('editCampaign.field.description')}
          value={description}
          onChange={setDescription}
          error={message('description')}
          rows={8}
        />
        {failure && (
          <p className="dialog-form__status dialog-form__status--failed" role="alert">
            {t(failure === 'forbidden' ? 'editCampaign.forbidden' : 'editCampaign.failed')}
          </p>
        )}
        <div className="site-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('editCampaign.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? t('editCampaign.saving') : t('editCampaign.save')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
