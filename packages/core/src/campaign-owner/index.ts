export {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  campaignUpdateErrors,
  type CampaignFieldProblem,
  type CampaignUpdate,
  type CampaignUpdateErrors,
} from './campaign-update.ts';
export {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactFundraiserErrors,
  type ContactFieldProblem,
  type ContactFundraiserAnswer,
  type ContactFundraiserErrors,
  type ContactFundraiserMessage,
} from './contact-fundraiser.ts';
export type { MyCampaign } from './my-campaign.ts';
