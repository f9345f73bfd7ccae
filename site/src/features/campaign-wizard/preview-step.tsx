import { useId } from 'react';
import { campaignGoalsMinor, formatMoney, type CampaignWizardForm } from '@lomi/core';
import { categoryLabel } from '../category/category-label.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { useCreateCampaignText } from './create-campaign-text.ts';
import { useObjectUrl } from './use-object-url.ts';

/**
 * Step 5: the campaign as it will look (title, photo, goal, category, story), then a word on what happens
 * next: `note`, or the owner's (the team reviews it).
 */
export function PreviewStep({ form, note }: { form: CampaignWizardForm; note?: string | undefined }) {
  const t = useCreateCampaignText();
  const site = useSiteText();
  const { locale } = useSiteLanguage();
  const titleId = useId();
  const photo = useObjectUrl(form.image);
  const goals = campaignGoalsMinor(form) ?? { etb: 0, usd: 0 };
  const etb = goals.etb > 0 ? formatMoney(goals.etb, 'ETB', locale) : null;
  const usd = goals.usd > 0 ? formatMoney(goals.usd, 'USD', locale) : null;
  const goal = etb && usd ? t('createCampaign.preview.goalBoth', { etb, usd }) : (etb ?? usd ?? '');
  const category =
    form.categoryId === null
      ? ''
      : categoryLabel(site, { id: form.categoryId, name: String(form.categoryId) });
  return (
    <>
      <article className="campaign-preview" aria-labelledby={titleId}>
        {photo && <img className="campaign-preview__image" src={photo} alt="" />}
        <h3 id={titleId} className="campaign-preview__title">
          {form.title.trim()}
        </h3>
        <dl className="campaign-preview__facts">
          <div>
            <dt>{t('createCampaign.preview.category')}</dt>
            <dd>{category}</dd>
          </div>
          <div>
            <dt>{t('createCampaign.preview.goal')}</dt>
            <dd>{goal}</dd>
          </div>
          {form.videoUrl.trim() !== '' && (
            <div>
              <dt>{t('createCampaign.preview.video')}</dt>
              <dd className="campaign-preview__video">{form.videoUrl.trim()}</dd>
            </div>
          )}
        </dl>
        <h4 className="campaign-preview__subtitle">{t('createCampaign.preview.story')}</h4>
        <p className="campaign-preview__story">{form.description.trim()}</p>
        <p className="campaign-preview__documents">
          {t('createCampaign.preview.documents', { count: form.documents.length })}
        </p>
      </article>
      <p className="campaign-wizard__review">{note ?? t('createCampaign.preview.review')}</p>
    </>
  );
}
