import { CAMPAIGN_DESCRIPTION_MAX_LENGTH, CAMPAIGN_TITLE_MAX_LENGTH } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import type { StepProps } from './category-step.tsx';
import { useCreateCampaignText } from './create-campaign-text.ts';

/** Step 3: the title, the story and an optional YouTube video link. */
export function StoryStep({ form, onChange }: StepProps) {
  const t = useCreateCampaignText();
  return (
    <>
      <FormField
        block="dialog-form"
        name="title"
        label={t('createCampaign.story.title')}
        value={form.title}
        onChange={(title) => onChange({ ...form, title })}
        maxLength={CAMPAIGN_TITLE_MAX_LENGTH}
        required
      />
      <FormField
        block="dialog-form"
        name="description"
        rows={8}
        label={t('createCampaign.story.description')}
        hint={t('createCampaign.story.descriptionHint')}
        value={form.description}
        onChange={(description) => onChange({ ...form, description })}
        maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
        required
      />
      <FormField
        block="dialog-form"
        name="videoUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        label={t('createCampaign.story.video')}
        hint={t('createCampaign.story.videoHint')}
        value={form.videoUrl}
        onChange={(videoUrl) => onChange({ ...form, videoUrl })}
      />
    </>
  );
}
