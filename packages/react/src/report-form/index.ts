export { ReportForm, type ReportFormProps } from './report-form.tsx';
export { reportFormStyles } from './report-form-styles.ts';
