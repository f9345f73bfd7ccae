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
export type { MyCampaign, OwnCampaign } from './my-campaign.ts';
export {
  CAMPAIGN_GOAL_MAX_MINOR,
  CAMPAIGN_VIDEO_URL_MAX_LENGTH,
  campaignGoalsProblem,
  isCampaignVideoLink,
  type CampaignGoalsProblem,
  type NewCampaignFields,
} from './new-campaign.ts';
export { createCampaign, type CreateCampaignOptions } from './create-campaign.ts';
