export { createLakiPayProvider } from './lakipay-provider.ts';
export { lakiPayDefaultBaseUrl, type LakiPayConfig } from './lakipay-config.ts';
