import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
} from '../campaign-owner/campaign-update.ts';
import { campaignGoalsProblem, isCampaignVideoLink } from '../campaign-owner/new-campaign.ts';
import { parseAmountToMinor } from '../donation/amount-input.ts';
import { CAMPAIGN_UPLOAD_LIMITS, isCampaignDocumentType } from './campaign-upload-limits.ts';

/** The five steps of the create-campaign wizard (§2), shown as 'n/5'. */
export const CAMPAIGN_WIZARD_STEPS = ['category', 'goal', 'story', 'media', 'preview'] as const;
export type CampaignWizardStepName = (typeof CAMPAIGN_WIZARD_STEPS)[number];
/** A step of the wizard, numbered as shown: 1–5. */
export type CampaignWizardStep = 1 | 2 | 3 | 4 | 5;

/** The wizard's currency choices (§9): a goal in dollars, in birr, or in both. */
export const CAMPAIGN_WIZARD_CURRENCIES = ['USD', 'ETB', 'ALL'] as const;
export type CampaignWizardCurrency = (typeof CAMPAIGN_WIZARD_CURRENCIES)[number];

/** What the creator has entered; text fields hold exactly what the inputs show. */
export interface CampaignWizardForm {
  /** The chosen category's id (§3: 0–17), or null. */
  categoryId: number | null;
  currency: CampaignWizardCurrency | null;
  /** The birr goal in major units as typed (`"150000"`, `"1500.50"`); `"0"` when only dollars are raised. */
  goalEtb: string;
  /** The dollar goal in major units as typed; `"0"` when only birr is raised. */
  goalUsd: string;
  title: string;
  /** The campaign's story. */
  description: string;
  /** An optional YouTube video link. */
  videoUrl: string;
  /** The campaign's photo (required). */
  image: File | null;
  /** Supporting documents (PDF, JPEG or PNG), in the order added. */
  documents: readonly File[];
}

/**
 * Why a step cannot be left. The first four of a step are §5's messages: `category-required` (step 1),
 * `goal-required` (step 2), `details-required` (step 3), `photo-required` (step 4); the others say more
 * precisely what the server would refuse.
 */
export type CampaignWizardProblem =
  | 'category-required'
  | 'goal-required'
  | 'goal-too-large'
  | 'details-required'
  | 'title-too-long'
  | 'description-too-long'
  | 'video-invalid'
  | 'photo-required'
  | 'photo-not-image'
  | 'photo-too-large'
  | 'too-many-documents'
  | 'document-type'
  | 'document-too-large';

/** An empty wizard: nothing chosen, nothing typed. */
export function emptyCampaignWizardForm(): CampaignWizardForm {
  return {
    categoryId: null,
    currency: null,
    goalEtb: '',
    goalUsd: '',
    title: '',
    description: '',
    videoUrl: '',
    image: null,
    documents: [],
  };
}

/**
 * Chooses the currency with §4's resets: USD sets the ETB goal to 0 and clears the USD goal; ETB sets the USD
 * goal to 0 (the ETB goal stays as typed); ALL clears both.
 */
export function chooseCampaignCurrency(
  form: CampaignWizardForm,
  currency: CampaignWizardCurrency,
): CampaignWizardForm {
  if (currency === 'USD') return { ...form, currency, goalEtb: '0', goalUsd: '' };
  if (currency === 'ETB') return { ...form, currency, goalUsd: '0' };
  return { ...form, currency, goalEtb: '', goalUsd: '' };
}

/** Which goal fields a currency shows: the hidden one holds the 0 the reset put there. */
export function campaignGoalFields(currency: CampaignWizardCurrency | null): ('goalEtb' | 'goalUsd')[] {
  if (currency === 'USD') return ['goalUsd'];
  if (currency === 'ETB') return ['goalEtb'];
  if (currency === 'ALL') return ['goalEtb', 'goalUsd'];
  return [];
}

/** The two goals in integer minor units, or null while either is not a plain amount (digits, 2 decimals). */
export function campaignGoalsMinor(
  form: Pick<CampaignWizardForm, 'goalEtb' | 'goalUsd'>,
): { etb: number; usd: number } | null {
  const etb = parseAmountToMinor(form.goalEtb);
  const usd = parseAmountToMinor(form.goalUsd);
  return etb === null || usd === null ? null : { etb, usd };
}

function goalProblem(form: CampaignWizardForm): CampaignWizardProblem | null {
  if (form.currency === null) return 'goal-required';
  const goals = campaignGoalsMinor(form);
  if (!goals) return 'goal-required';
  // The server's rule (new-campaign.ts): whole minor units, one goal above 0, none above the money limit.
  const problem = campaignGoalsProblem({ goalEtbAmount: goals.etb, goalUsdAmount: goals.usd });
  if (problem === 'too-large') return 'goal-too-large';
  return problem ? 'goal-required' : null;
}

function storyProblem(form: CampaignWizardForm): CampaignWizardProblem | null {
  const title = form.title.trim();
  const description = form.description.trim();
  if (title === '' || description === '') return 'details-required';
  if (title.length > CAMPAIGN_TITLE_MAX_LENGTH) return 'title-too-long';
  if (description.length > CAMPAIGN_DESCRIPTION_MAX_LENGTH) return 'description-too-long';
  return isCampaignVideoLink(form.videoUrl) ? null : 'video-invalid';
}

function mediaProblem(form: CampaignWizardForm): CampaignWizardProblem | null {
  const { image, documents } = form;
  if (!image) return 'photo-required';
  // An empty type (unknown to the browser) is left to the server, which decides by the bytes.
  if (image.type !== '' && !image.type.startsWith('image/')) return 'photo-not-image';
  if (image.size > CAMPAIGN_UPLOAD_LIMITS.imageBytes) return 'photo-too-large';
  if (documents.length > CAMPAIGN_UPLOAD_LIMITS.documents) return 'too-many-documents';
  if (documents.some((document) => !isCampaignDocumentType(document.type))) return 'document-type';
  if (documents.some((document) => document.size > CAMPAIGN_UPLOAD_LIMITS.documentBytes)) {
    return 'document-too-large';
  }
  return null;
}

/**
 * What keeps `step` from moving on (§4: forward only when the current step is valid), or null. The preview
 * (step 5) checks every earlier step, so Create never sends what the server would refuse for these reasons.
 */
export function campaignWizardStepProblem(
  step: CampaignWizardStep,
  form: CampaignWizardForm,
): CampaignWizardProblem | null {
  const checks = [
    () => (form.categoryId === null ? 'category-required' : null),
    () => goalProblem(form),
    () => storyProblem(form),
    () => mediaProblem(form),
  ] as const;
  const upTo = step === 5 ? checks.length : step;
  for (let index = step === 5 ? 0 : step - 1; index < upTo; index += 1) {
    const problem = checks[index]?.();
    if (problem) return problem;
  }
  return null;
}

/** The first step with a problem, or null when the whole form can be sent. */
export function firstInvalidCampaignWizardStep(form: CampaignWizardForm): CampaignWizardStep | null {
  for (const step of [1, 2, 3, 4] as const) if (campaignWizardStepProblem(step, form)) return step;
  return null;
}

/**
 * The multipart body of `POST /api/campaigns/` (§3 Campaign creation payload) for the organization
 * `organizationId` (the owner's approved one, sent as `createdBy`). Goals go as integer minor units
 * (`goalEtbAmount`, `goalUsdAmount`), like every money field of the API; `createdByCharity` is always false;
 * `videoUrl` only when one was given; the photo as `image` and the documents as `doc-0`, `doc-1`…
 * Throws a `RangeError` for a form some step refuses (check `firstInvalidCampaignWizardStep` first).
 */
export function buildCampaignFormData(form: CampaignWizardForm, organizationId: number): FormData {
  const invalid = firstInvalidCampaignWizardStep(form);
  const goals = campaignGoalsMinor(form);
  if (invalid !== null || !goals || form.categoryId === null || !form.image) {
    throw new RangeError(`The campaign form is not complete: step ${invalid ?? '?'} has a problem.`);
  }
  const data = new FormData();
  data.append('title', form.title.trim());
  data.append('description', form.description.trim());
  data.append('category', String(form.categoryId));
  data.append('createdBy', String(organizationId));
  data.append('goalEtbAmount', String(goals.etb));
  data.append('goalUsdAmount', String(goals.usd));
  data.append('createdByCharity', 'false');
  const video = form.videoUrl.trim();
  if (video !== '') data.append('videoUrl', video);
  data.append('image', form.image, form.image.name);
  form.documents.forEach((document, index) => data.append(`doc-${index}`, document, document.name));
  return data;
}
