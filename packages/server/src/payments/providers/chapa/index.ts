export { createChapaProvider } from './chapa-provider.ts';
export { chapaDefaultBaseUrl, type ChapaConfig } from './chapa-config.ts';
