/**
 * §5 "Update Campaign: title and description non-empty", shared by the Edit Campaign form and
 * `PATCH /campaign/update/{id}` so what the form lets through the server accepts.
 */

/** The fields an owner may change (§7 PATCH /campaign/update/{id}: title, description). */
export interface CampaignUpdate {
  title?: string;
  description?: string;
}

/** Longest title the database keeps (characters). */
export const CAMPAIGN_TITLE_MAX_LENGTH = 255;

/** Longest story: a few pages of text, far beyond any seeded campaign, short of abuse. */
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 10_000;

/** What can be wrong with one field. */
export type CampaignFieldProblem = 'required' | 'too-long';

/** Problems of the Edit Campaign form, by field; empty when it can be saved. */
export type CampaignUpdateErrors = Partial<Record<'title' | 'description', CampaignFieldProblem>>;

function problem(text: string, maxLength: number): CampaignFieldProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxLength) return 'too-long';
  return undefined;
}

/** Checks the Edit Campaign form, whose two fields are both always sent. */
export function campaignUpdateErrors(values: { title: string; description: string }): CampaignUpdateErrors {
  const errors: CampaignUpdateErrors = {};
  const title = problem(values.title, CAMPAIGN_TITLE_MAX_LENGTH);
  const description = problem(values.description, CAMPAIGN_DESCRIPTION_MAX_LENGTH);
  if (title) errors.title = title;
  if (description) errors.description = description;
  return errors;
}
