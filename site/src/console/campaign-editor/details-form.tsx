import { useId, useState, type FormEvent } from 'react';
import {
  campaignGoalsMinor,
  campaignWizardStepProblem,
  emptyCampaignWizardForm,
  sanitizeAmountInput,
  type CampaignEdit,
  type EditableCampaign,
} from '@lomi/core';
import { categoryLabel } from '../../features/category/category-label.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useCampaignEditorText, type CampaignEditorMessageKey } from './campaign-editor-text.ts';
import { CharitySelect } from './charity-select.tsx';

/** What the fields show: text as typed, goals in major units. */
interface Details {
  title: string;
  description: string;
  category: number;
  goalEtb: string;
  goalUsd: string;
  videoUrl: string;
  charityId: number | null;
}

const majorUnits = (minor: number) => String(minor / 100);

function detailsOf(campaign: EditableCampaign): Details {
  return {
    title: campaign.title,
    description: campaign.description,
    category: campaign.category,
    goalEtb: majorUnits(campaign.goalEtbAmount),
    goalUsd: majorUnits(campaign.goalUsdAmount),
    videoUrl: campaign.video_url ?? '',
    charityId: campaign.charityId,
  };
}

/** The creation wizard's rules (core's campaign-wizard), for the goal and story steps: one message or null. */
function problemOf(details: Details): CampaignEditorMessageKey | null {
  const form = {
    ...emptyCampaignWizardForm(),
    currency: 'ALL' as const,
    goalEtb: details.goalEtb,
    goalUsd: details.goalUsd,
    title: details.title,
    description: details.description,
    videoUrl: details.videoUrl,
  };
  const problem = campaignWizardStepProblem(2, form) ?? campaignWizardStepProblem(3, form);
  return problem ? (`campaignEditor.problem.${problem}` as CampaignEditorMessageKey) : null;
}

export interface DetailsFormProps {
  campaign: EditableCampaign;
  /** Sends the change (with the campaign's `updated`); resolves when it is done, either way. */
  onSave: (edit: CampaignEdit) => Promise<void>;
}

/**
 * The campaign's text, category, goals (major units in the fields, minor units sent), video link and charity,
 * checked with the wizard's rules before they are sent. Re-mounted (by key) when the campaign is reloaded.
 */
export function DetailsForm({ campaign, onSave }: DetailsFormProps) {
  const t = useCampaignEditorText();
  const site = useSiteText();
  const headingId = useId();
  const categoryId = useId();
  const problemId = useId();
  const [details, setDetails] = useState(() => detailsOf(campaign));
  const [problem, setProblem] = useState<CampaignEditorMessageKey | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useApi('categories', (client, signal) => client.categories.list({ signal }));

  function change(next: Partial<Details>) {
    setDetails((current) => ({ ...current, ...next }));
    setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = problemOf(details);
    const goals = campaignGoalsMinor(details);
    if (found || !goals) {
      setProblem(found ?? 'campaignEditor.problem.goal-required');
      return;
    }
    setSaving(true);
    await onSave({
      updated: campaign.updated,
      title: details.title.trim(),
      description: details.description.trim(),
      category: details.category,
      goalEtbAmount: goals.etb,
      goalUsdAmount: goals.usd,
      videoUrl: details.videoUrl.trim() || null,
      charityId: details.charityId,
    });
    setSaving(false);
  }

  return (
    <section className="campaign-editor__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="campaign-editor__heading">
        {t('campaignEditor.edit.details')}
      </h2>
      <form className="campaign-editor__form dialog-form" noValidate onSubmit={submit} aria-busy={saving}>
        <FormField
          block="dialog-form"
          name="title"
          label={t('campaignEditor.edit.titleField')}
          value={details.title}
          onChange={(title) => change({ title })}
          required
        />
        <FormField
          block="dialog-form"
          name="description"
          rows={8}
          label={t('campaignEditor.edit.description')}
          value={details.description}
          onChange={(description) => change({ description })}
          required
        />
        <div className="campaign-editor__field">
          <label htmlFor={categoryId} className="dialog-form__label">
            {t('campaignEditor.edit.category')}
          </label>
          <select
            id={categoryId}
            className="campaign-editor__select"
            value={String(details.category)}
            onChange={(event) => change({ category: Number(event.target.value) })}
          >
            {(categories.data?.results ?? [{ id: details.category, name: String(details.category) }]).map(
              (category) => (
                <option key={category.id} value={String(category.id)}>
                  {categoryLabel(site, category)}
                </option>
              ),
            )}
          </select>
        </div>
        <FormField
          block="dialog-form"
          name="goalEtb"
          inputMode="decimal"
          autoComplete="off"
          label={t('campaignEditor.edit.goalEtb')}
          hint={t('campaignEditor.edit.goalHint')}
          value={details.goalEtb}
          onChange={(value) => change({ goalEtb: sanitizeAmountInput(value) })}
        />
        <FormField
          block="dialog-form"
          name="goalUsd"
          inputMode="decimal"
          autoComplete="off"
          label={t('campaignEditor.edit.goalUsd')}
          hint={t('campaignEditor.edit.goalHint')}
          value={details.goalUsd}
          onChange={(value) => change({ goalUsd: sanitizeAmountInput(value) })}
        />
        <FormField
          block="dialog-form"
          name="videoUrl"
          type="url"
          autoComplete="off"
          label={t('campaignEditor.edit.video')}
          hint={t('campaignEditor.edit.videoHint')}
          value={details.videoUrl}
          onChange={(videoUrl) => change({ videoUrl })}
        />
        <CharitySelect value={details.charityId} onChange={(charityId) => change({ charityId })} />
        <div id={problemId} role="alert" className="campaign-wizard__problem">
          {problem && <p className="campaign-wizard__problem-text">{t(problem)}</p>}
        </div>
        <div className="campaign-editor__row">
          <button type="submit" className="button button--primary" disabled={saving}>
            {t(saving ? 'campaignEditor.edit.saving' : 'campaignEditor.edit.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
