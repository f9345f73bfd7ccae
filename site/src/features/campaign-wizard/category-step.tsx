import type { CampaignWizardForm } from '@lomi/core';
import { categoryLabel } from '../category/category-label.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useCreateCampaignText } from './create-campaign-text.ts';

export interface StepProps {
  form: CampaignWizardForm;
  onChange: (form: CampaignWizardForm) => void;
}

/** Step 1: the category, one of those `GET /api/categories/` lists (§2 "from a configured list"). */
export function CategoryStep({ form, onChange }: StepProps) {
  const t = useCreateCampaignText();
  const site = useSiteText();
  const categories = useApi('categories', (client, signal) => client.categories.list({ signal }));
  if (categories.state === 'error') return <ErrorState onRetry={categories.retry} />;
  if (!categories.data) return <LoadingState />;
  return (
    <fieldset className="campaign-wizard__choices">
      <legend className="dialog-form__label">{t('createCampaign.category.legend')}</legend>
      <div className="campaign-wizard__options">
        {categories.data.results.map((category) => (
          <label key={category.id} className="campaign-wizard__option">
            <input
              type="radio"
              name="category"
              value={category.id}
              checked={form.categoryId === category.id}
              onChange={() => onChange({ ...form, categoryId: category.id })}
            />
            {categoryLabel(site, category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
