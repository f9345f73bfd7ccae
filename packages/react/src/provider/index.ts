export { LomiProvider, type LomiProviderProps } from './lomi-provider.tsx';
export type { LomiTheme } from './lomi-context.ts';
export { useCampaign, type CampaignResult, type FetchState } from './use-campaign.ts';
export { useLomiClient } from './use-lomi-client.ts';
export { useLomiIntl } from './use-lomi-intl.ts';
export { useLomiSettings } from './use-lomi-settings.ts';
export { useRichTranslate, type RichMessageValues } from './use-rich-translate.ts';
export { useTranslate, type MessageValues } from './use-translate.ts';
