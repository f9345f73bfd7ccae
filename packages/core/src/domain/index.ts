export type { Currency, Money } from './money.ts';
export type { PagedList } from './paged-list.ts';
export type { Category } from './category.ts';
export type {
  ApprovalStatus,
  CampaignOrganization,
  Organization,
  OrganizationDetail,
  Charity,
} from './organization.ts';
export {
  CAMPAIGN_STATUSES,
  PUBLIC_CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignImage,
  type CampaignStatus,
  type PublicCampaignStatus,
} from './campaign.ts';
export type { Donation, DonationDisplayStatus, PaymentMethod } from './donation.ts';
export { donationDisplayStatus } from './donation.ts';
export { hasReachedGoal } from './goal-reached.ts';
export {
  acceptsDonations,
  donationsClosedReason,
  type DonationsClosedReason,
  type DonationWindow,
} from './accepts-donations.ts';
export type { Invoice, InvoiceStatus } from './invoice.ts';
export type {
  CardCheckoutAnswer,
  CardCheckoutRequest,
  CheckoutAnswer,
  DirectDonationAnswer,
  DirectDonationPayload,
  MobileMoneyMedium,
  WizardDonationRequest,
  WizardPaymentMethodId,
} from './payment-request.ts';
export { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from './youtube-video.ts';
