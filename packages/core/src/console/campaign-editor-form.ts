import { buildCampaignFormData, type CampaignWizardForm } from '../campaign-wizard/campaign-wizard-form.ts';

/**
 * The multipart body of `POST /api/console/campaigns/`: the creation wizard's form (`buildCampaignFormData`)
 * for organization `organizationId` (any approved one), with §3's charity choice: `createdByCharity` `true`
 * and `charityId` for a charity's campaign, `false` for none. Throws a `RangeError` for an incomplete form,
 * as `buildCampaignFormData` does.
 */
export function consoleCampaignFormData(
  form: CampaignWizardForm,
  organizationId: number,
  charityId: number | null,
): FormData {
  const data = buildCampaignFormData(form, organizationId);
  data.set('createdByCharity', charityId === null ? 'false' : 'true');
  if (charityId !== null) data.set('charityId', String(charityId));
  return data;
}
