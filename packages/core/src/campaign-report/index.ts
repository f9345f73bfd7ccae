export type {
  CampaignReport,
  CampaignReportDay,
  CampaignReportDonation,
  CampaignReportLanguage,
  CampaignReportMethod,
  CampaignReportMoney,
  CampaignReportPeriod,
} from './campaign-report-types.ts';
export { campaignReportCalls, type CampaignReportCalls } from './campaign-report-calls.ts';
