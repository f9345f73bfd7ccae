export { buttonStyles } from './button-styles.ts';
