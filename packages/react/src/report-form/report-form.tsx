import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  buildNewReport,
  canSubmitReport,
  EMPTY_REPORT_FORM,
  PHONE_COUNTRY_CODE,
  REPORT_EMAIL_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  reportFormErrors,
  reportSubmittedDetail,
  sanitizePhoneInput,
  type ReportFormErrors,
  type ReportFormValues,
  type ReportSubmittedDetail,
  type ReportTarget,
} from '@lomi/core';
import { useLomiClient } from '../provider/use-lomi-client.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { ReasonChoices } from './reason-choices.tsx';
import { TextField } from './text-field.tsx';

export interface ReportFormProps {
  /** The campaign or organization to report, e.g. `{ type: 'campaign', id: 12 }`. A new target starts a new form. */
  target: ReportTarget;
  /** Called once the server has stored the report. */
  onSubmitted?: (detail: ReportSubmittedDetail) => void;
}

type Status =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success' }
  /** `message`: the server's words, or null when no answer arrived. */
  | { state: 'failed'; message: string | null };

type Field = keyof ReportFormErrors;

/**
 * The report form (§2, §5): a reason (spam, fraud, violence, misinformation, other; `other` first chosen),
 * free text for `other` only, optional e-mail and phone. The button is enabled once a reason other than
 * `other` is chosen or text is typed. Success replaces the form with 'Campaign Reported, Thank you!' (or the
 * organization's equivalent); a failure shows 'Reporting Failed' and the server's message.
 */
export function ReportForm(props: ReportFormProps) {
  const { type, id } = props.target;
  if ((type !== 'campaign' && type !== 'organization') || !Number.isSafeInteger(id) || id < 1) {
    throw new Error(
      `[lomi] <ReportForm> needs a \`target\` like { type: 'campaign', id: 12 } or { type: 'organization', id: 3 }; got ${JSON.stringify(props.target)}. See packages/react/README.md.`,
    );
  }
  return <ReportFormContent key={`${type}:${id}`} {...props} />;
}

function ReportFormContent({ target, onSubmitted }: ReportFormProps) {
  const t = useTranslate();
  const client = useLomiClient();
  const idPrefix = `lomi-report-${useId().replace(/:/g, '')}`;
  const [form, setForm] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController>(null);
  const callback = useRef(onSubmitted);
  useEffect(() => {
    callback.current = onSubmitted;
  });
  useEffect(() => () => request.current?.abort(), []);
  // The form (and the button that had focus) is gone: focus lands on the thank-you, which reads it out.
  useEffect(() => {
    if (status.state === 'success') thanksRef.current?.focus();
  }, [status.state]);

  const errors = reportFormErrors(form);
  const submitting = status.state === 'submitting';
  const ids = {
    title: `${idPrefix}-title`,
    message: `${idPrefix}-message`,
    email: `${idPrefix}-email`,
    phone: `${idPrefix}-phone`,
    hint: `${idPrefix}-hint`,
  };
  const shownError = (field: Field) => {
    const key = errors[field];
    return key && touched[field] ? t(key, { max: REPORT_MESSAGE_MAX_LENGTH }) : null;
  };

  function update(patch: Partial<ReportFormValues>) {
    setForm((current) => ({ ...current, ...patch }));
    if (status.state === 'failed') setStatus({ state: 'idle' });
  }
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !canSubmitReport(form)) return;
    const invalid = (['message', 'email', 'phone'] as const).filter((field) => errors[field]);
    if (invalid.length > 0) {
      setTouched({ message: true, email: true, phone: true });
      formRef.current?.querySelector<HTMLElement>(`#${ids[invalid[0] as Field]}`)?.focus();
      return;
    }
    const report = buildNewReport(target, form);
    const controller = new AbortController();
    request.current = controller;
    setStatus({ state: 'submitting' });
    client.reports.submit(report, { signal: controller.signal }).then(
      () => {
        setStatus({ state: 'success' });
        callback.current?.(reportSubmittedDetail(target, report.reason));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const answered = error instanceof ApiError && error.status > 0;
        setStatus({ state: 'failed', message: answered ? error.message : null });
      },
    );
  }

  if (status.state === 'success') {
    return (
      <LomiRoot className="lomi-report" data-state="ready" data-status="success">
        <div ref={thanksRef} className="lomi-report__thanks" part="status" role="status" tabIndex={-1}>
          {t(
            target.type === 'campaign' ? 'report-form.success-campaign' : 'report-form.success-organization',
          )}
        </div>
      </LomiRoot>
    );
  }
  return (
    <LomiRoot className="lomi-report" data-state="ready" data-status={status.state}>
      <form
        ref={formRef}
        className="lomi-report__form"
        part="report-form"
        aria-labelledby={ids.title}
        onSubmit={onSubmit}
        noValidate
      >
        <p id={ids.title} className="lomi-report__title">
          {t(target.type === 'campaign' ? 'report-form.title-campaign' : 'report-form.title-organization')}
        </p>
        <div className="lomi-fields">
          <ReasonChoices idPrefix={idPrefix} reason={form.reason} onChange={(reason) => update({ reason })} />
          {form.reason === 'other' ? (
            <div className="lomi-field" part="field">
              <label className="lomi-label" htmlFor={ids.message}>
                {t('report-form.message')}
              </label>
              <textarea
                id={ids.message}
                className="lomi-input lomi-textarea"
                rows={4}
                maxLength={REPORT_MESSAGE_MAX_LENGTH}
                value={form.message}
                onChange={(event) => update({ message: event.target.value })}
                aria-required="true"
                aria-invalid={shownError('message') ? true : undefined}
                aria-describedby={shownError('message') ? `${ids.message}-error` : undefined}
              />
              {shownError('message') ? (
                <p id={`${ids.message}-error`} className="lomi-error">
                  {shownError('message')}
                </p>
              ) : null}
            </div>
          ) : null}
          <TextField
            id={ids.email}
            label={t('report-form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={REPORT_EMAIL_MAX_LENGTH}
            value={form.email}
            onChange={(event) => update({ email: event.target.value })}
            onBlur={() => touch('email')}
            error={shownError('email')}
            describedBy={ids.hint}
          />
          <TextField
            id={ids.phone}
            label={t('report-form.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={form.phone}
            onChange={(event) => update({ phone: sanitizePhoneInput(event.target.value) })}
            onBlur={() => touch('phone')}
            error={shownError('phone')}
            describedBy={ids.hint}
            addon={`+${PHONE_COUNTRY_CODE}`}
          />
          <p id={ids.hint} className="lomi-report__hint">
            {t('report-form.contact-hint')}
          </p>
          {status.state === 'failed' ? (
            <div className="lomi-failure" part="status" role="alert">
              <p className="lomi-report__failure-title">{t('report-form.failure')}</p>
              <p className="lomi-report__failure-text">{status.message ?? t('report-form.offline')}</p>
            </div>
          ) : null}
          {submitting ? (
            <p className="lomi-busy" part="status" role="status">
              {t('report-form.submitting')}
            </p>
          ) : null}
          <div className="lomi-footer">
            <button
              type="submit"
              className="lomi-button"
              part="submit-button"
              disabled={!canSubmitReport(form)}
              aria-disabled={submitting ? true : undefined}
            >
              {t('report-form.submit')}
            </button>
          </div>
        </div>
      </form>
    </LomiRoot>
  );
}
