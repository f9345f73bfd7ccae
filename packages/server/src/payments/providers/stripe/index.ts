export { createStripeProvider } from './stripe-provider.ts';
export { type StripeConfig } from './stripe-config.ts';
