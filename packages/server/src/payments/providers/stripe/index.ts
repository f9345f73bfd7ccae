export { createStripeProvider } from './stripe-provider.ts';
export { stripeConfigFromEnv, type StripeConfig } from './stripe-config.ts';
