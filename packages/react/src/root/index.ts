export { LomiRoot, type LomiRootProps } from './lomi-root.tsx';
export { rootStyles } from './root-styles.ts';
