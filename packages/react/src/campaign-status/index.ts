export { CampaignError, type CampaignErrorProps } from './campaign-error.tsx';
export { campaignStatusStyles } from './campaign-status-styles.ts';
