export { createChapaPayoutProvider } from './chapa-payout-provider.ts';
export type { ChapaPayoutConfig } from './chapa-payout-config.ts';
export { isChapaPayoutWebhook } from './chapa-payout-webhooks.ts';
