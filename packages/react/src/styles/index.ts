export { lomiStyles } from './lomi-styles.ts';
