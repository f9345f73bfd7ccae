import type { ReportReason } from '../constants/constants.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../contact/email-address.ts';
import { isValidLocalPhone, toInternationalPhone } from '../contact/phone-number.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import type { NewReport, ReportSubmittedDetail, ReportTarget } from './report.ts';

/** What the reporter has entered in the report form; text fields hold exactly what the inputs show. */
export interface ReportFormValues {
  reason: ReportReason;
  /** The free text, sent only with the reason `other` (§2 "free text only for other"). */
  message: string;
  /** Optional e-mail address. */
  email: string;
  /** Optional: the 9 local digits without `+251` (see `sanitizePhoneInput`). */
  phone: string;
}

/** Longest free text the server keeps (characters). */
export const REPORT_MESSAGE_MAX_LENGTH = 1000;

/** Longest e-mail address the server keeps (characters, RFC 5321). */
export const REPORT_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** A form with nothing typed yet; the reason starts at `other` (§2). */
export const EMPTY_REPORT_FORM: ReportFormValues = { reason: 'other', message: '', email: '', phone: '' };

/** Fields that can be wrong, each with the message key to show. */
export type ReportFormErrors = Partial<Record<'message' | 'email' | 'phone', MessageKey>>;

/**
 * Whether the report button is enabled (§2): a reason other than `other` is chosen, or text has been
 * typed for `other`.
 */
export function canSubmitReport(form: ReportFormValues): boolean {
  return form.reason !== 'other' || form.message.trim() !== '';
}

/** Every problem of the form (§5: e-mail and phone optional, but checked when given). Empty when it can be sent. */
export function reportFormErrors(form: ReportFormValues): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (form.reason === 'other') {
    const message = form.message.trim();
    if (message === '') errors.message = 'report-form.message-required';
    else if (message.length > REPORT_MESSAGE_MAX_LENGTH) errors.message = 'report-form.message-too-long';
  }
  const email = form.email.trim();
  if (email !== '' && (email.length > REPORT_EMAIL_MAX_LENGTH || !isValidEmail(email))) {
    errors.email = 'report-form.email-invalid';
  }
  if (form.phone !== '' && !isValidLocalPhone(form.phone)) errors.phone = 'report-form.phone-invalid';
  return errors;
}

/**
 * The body of `POST /api/reports/` for `target`. Text typed for `other` is left out when another reason
 * was chosen after it (its field is hidden then); empty contact fields are left out. Throws a `RangeError`
 * for a form with errors: check `reportFormErrors(form)` first.
 */
export function buildNewReport(target: ReportTarget, form: ReportFormValues): NewReport {
  const problems = Object.entries(reportFormErrors(form));
  if (problems.length > 0) {
    throw new RangeError(
      `The report form has errors (${problems.map(([field, key]) => `${field}: ${key}`).join(', ')}); ` +
        'check reportFormErrors(form) before sending it.',
    );
  }
  const email = form.email.trim();
  return {
    target_type: target.type,
    ...(target.type === 'campaign' ? { campaign_id: target.id } : { organization_id: target.id }),
    reason: form.reason,
    ...(form.reason === 'other' ? { message: form.message.trim() } : {}),
    ...(email ? { reporter_email: email } : {}),
    ...(form.phone ? { reporter_phone: toInternationalPhone(form.phone) } : {}),
  };
}

/** The `lomi:report-submitted` detail of a report about `target`. */
export function reportSubmittedDetail(target: ReportTarget, reason: ReportReason): ReportSubmittedDetail {
  return { targetType: target.type, targetId: target.id, reason };
}
