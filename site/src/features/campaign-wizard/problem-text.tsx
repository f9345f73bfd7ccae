import type { CampaignWizardProblem } from '@lomi/core';
import { useCreateCampaignText } from './create-campaign-text.ts';

/** Why the current step cannot be left, in the visitor's language (§5's words for the four required ones). */
export function ProblemText({ problem }: { problem: CampaignWizardProblem }) {
  const t = useCreateCampaignText();
  return <p className="campaign-wizard__problem-text">{t(`createCampaign.problem.${problem}`)}</p>;
}
