export * from './domain/index.ts';
export * from './constants/constants.ts';
export * from './api-client/index.ts';
export * from './format/index.ts';
export * from './i18n/index.ts';
export * from './donation/index.ts';
export * from './share/index.ts';
export * from './report/index.ts';
