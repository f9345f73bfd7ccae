export { CampaignCard, type CampaignCardProps, type CampaignCardViewer } from './campaign-card.tsx';
export { CampaignCardById, type CampaignCardByIdProps } from './campaign-card-by-id.tsx';
export { campaignCardStyles } from './campaign-card-styles.ts';
