export { createChapaProvider } from './chapa-provider.ts';
export { chapaConfigFromEnv, chapaDefaultBaseUrl, type ChapaConfig } from './chapa-config.ts';
