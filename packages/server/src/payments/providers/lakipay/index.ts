export { createLakiPayProvider } from './lakipay-provider.ts';
export { lakiPayConfigFromEnv, lakiPayDefaultBaseUrl, type LakiPayConfig } from './lakipay-config.ts';
