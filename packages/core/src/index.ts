export * from './domain/index.ts';
export * from './constants/constants.ts';
