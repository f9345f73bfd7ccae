import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  DONATION_MAX_MINOR,
  formatNumber,
  type CampaignWizardProblem,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useCreateCampaignText } from './create-campaign-text.ts';

/** Why the current step cannot be left, in the visitor's language (§5's words for the four required ones). */
export function ProblemText({ problem }: { problem: CampaignWizardProblem }) {
  const t = useCreateCampaignText();
  const { locale } = useSiteLanguage();
  const max =
    problem === 'goal-too-large'
      ? formatNumber(DONATION_MAX_MINOR / 100, locale)
      : problem === 'title-too-long'
        ? formatNumber(CAMPAIGN_TITLE_MAX_LENGTH, locale)
        : formatNumber(CAMPAIGN_DESCRIPTION_MAX_LENGTH, locale);
  return <p className="campaign-wizard__problem-text">{t(`createCampaign.problem.${problem}`, { max })}</p>;
}
