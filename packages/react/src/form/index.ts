export { formStyles } from './form-styles.ts';
