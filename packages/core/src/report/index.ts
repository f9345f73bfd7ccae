export type {
  NewReport,
  ReportSubmittedDetail,
  ReportTarget,
  ReportTargetType,
  SubmittedReport,
} from './report.ts';
export {
  buildNewReport,
  canSubmitReport,
  EMPTY_REPORT_FORM,
  REPORT_EMAIL_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  reportFormErrors,
  reportSubmittedDetail,
  type ReportFormErrors,
  type ReportFormValues,
} from './report-form.ts';
