import { useState, type FormEvent } from 'react';
import {
  ApiError,
  errorKind,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  campaignUpdateErrors,
  type Campaign,
  type CampaignFieldProblem,
} from '@lomi/core';
import { useCampaignText } from '../../pages/campaign/campaign-text.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import '../../shared/dialog-form/dialog-form.css';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useAccountClient } from '../../session/use-account-client.ts';

export interface EditCampaignDialogProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'description'>;
  onClose: () => void;
  /** The server saved the new text. */
  onSaved: (campaign: Campaign) => void;
}

type Failure = 'failed' | 'forbidden' | null;

type Field = 'title' | 'description';

/**
 * What is wrong with a field: a problem the core rule found before sending, or `refused` when the server
 * named the field in a 400 although the rule let it through (a server with other limits).
 */
type FieldProblem = CampaignFieldProblem | 'refused';

type FieldProblems = Partial<Record<Field, FieldProblem>>;

/**
 * The form's fields a refused request (`invalid`) names in its `errors` map. The map's messages are the server's English, so only
 * which fields it names is used; the texts shown are the page's own.
 */
function serverErrors(error: unknown): FieldProblems {
  if (!(error instanceof ApiError) || errorKind(error) !== 'invalid' || !error.errors) return {};
  const errors: FieldProblems = {};
  for (const field of ['title', 'description'] as const) {
    if (field in error.errors) errors[field] = 'refused';
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
  const [errors, setErrors] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<Failure>(null);
  const [saving, setSaving] = useState(false);

  const message = (field: Field) => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem === 'required') return t(`editCampaign.error.${field}.required`);
    if (problem === 'refused') return t(`editCampaign.error.${field}.refused`);
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
      else setFailure(errorKind(error) === 'forbidden' ? 'forbidden' : 'failed');
      setSaving(false);
    }
  }

  return (
    <SiteDialog title={t('editCampaign.title')} closeLabel={t('editCampaign.close')} onClose={onClose}>
      <form ref={formRef} className="dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          block="dialog-form"
          name="title"
          label={t('editCampaign.field.title')}
          value={title}
          onChange={setTitle}
          error={message('title')}
          data-lomi-autofocus=""
        />
        <FormField
          block="dialog-form"
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
