export * from './provider/index.ts';
export * from './root/index.ts';
export * from './campaign-status/index.ts';
export * from './progress-meter/index.ts';
export * from './campaign-card/index.ts';
export * from './donate-dialog/index.ts';
export * from './donate-wizard/index.ts';
export * from './styles/index.ts';
