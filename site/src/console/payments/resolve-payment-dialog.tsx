import { useId, useState, type FormEvent } from 'react';
import {
  ApiError,
  createConsoleClient,
  errorKind,
  formatMoney,
  PAYMENT_REVIEW_RESOLUTIONS,
  type FlaggedPayment,
  type LomiClient,
  type PaymentReviewResolution,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { ourAmount, reportedText } from './payment-texts.ts';
import { usePaymentsText } from './payments-text.ts';
import '../../shared/dialog-form/dialog-form.css';

interface ResolvePaymentDialogProps {
  client: LomiClient;
  payment: FlaggedPayment;
  /** Called with the payment as the server resolved it. */
  onResolved: (payment: FlaggedPayment) => void;
  /** Called after a 409 (another operator was first, or the payment changed): the list is read again. */
  onStale: () => void;
  onClose: () => void;
}

/**
 * Resolves a flagged payment: what was done (refunded outside Lomi, credited, dismissed), a note, and for a
 * credit an explicit confirmation naming the amount that will count (the server's `credit`: our amount).
 */
export function ResolvePaymentDialog({
  client,
  payment,
  onResolved,
  onStale,
  onClose,
}: ResolvePaymentDialogProps) {
  const t = usePaymentsText();
  const { locale } = useSiteLanguage();
  const [choice, setChoice] = useState<PaymentReviewResolution | null>(null);
  const [note, setNote] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<{
    choice?: string;
    note?: string;
    confirm?: string;
    send?: string;
  }>({});
  const [sending, setSending] = useState(false);
  const ids = { choice: useId(), confirm: useId(), confirmError: useId() };
  const amount = ourAmount(payment, locale);
  const credit = payment.credit ? formatMoney(payment.credit.amount, payment.credit.currency, locale) : null;
  const campaign = payment.campaign.title;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = {
      ...(choice ? {} : { choice: t('payments.dialog.choice.required') }),
      ...(note.trim() ? {} : { note: t('payments.dialog.note.required') }),
      ...(choice === 'credited' && !confirmed ? { confirm: t('payments.dialog.confirm.required') } : {}),
    };
    setProblems(found);
    if (!choice || Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onResolved(
        await createConsoleClient(client).payments.resolve(payment.invoice_id, { resolution: choice, note }),
      );
    } catch (failure) {
      setSending(false);
      if (failure instanceof ApiError && errorKind(failure) === 'conflict') {
        setProblems({ send: t('payments.dialog.conflict', { message: failure.message }) });
        onStale();
      } else {
        setProblems({
          send:
            failure instanceof ApiError && failure.message ? failure.message : t('payments.dialog.failed'),
        });
      }
    }
  }

  const submitText =
    choice === 'credited' && credit
      ? t('payments.dialog.submit.credited', { amount: credit })
      : choice && choice !== 'credited'
        ? t(`payments.dialog.submit.${choice}`)
        : t('payments.dialog.submit.none');

  return (
    <SiteDialog
      title={t('payments.dialog.title', { amount })}
      closeLabel={t('payments.dialog.close')}
      description={
        <p>{t('payments.dialog.text', { campaign, reported: reportedText(payment, locale, t) })}</p>
      }
      onClose={onClose}
    >
      <form
        className="dialog-form console-payments__form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <fieldset
          className="console-payments__choices"
          aria-describedby={problems.choice ? ids.choice : undefined}
          aria-invalid={problems.choice ? true : undefined}
        >
          <legend className="dialog-form__label">{t('payments.dialog.choice')}</legend>
          {PAYMENT_REVIEW_RESOLUTIONS.map((resolution, index) => {
            const refused = resolution === 'credited' && credit === null;
            const hintId = `${ids.choice}-${resolution}`;
            return (
              <div key={resolution} className="console-payments__choice">
                <input
                  type="radio"
                  id={`${ids.choice}-input-${resolution}`}
                  name="resolution"
                  value={resolution}
                  checked={choice === resolution}
                  disabled={refused}
                  aria-describedby={hintId}
                  onChange={() => {
                    setChoice(resolution);
                    setConfirmed(false);
                  }}
                  {...(index === 0 ? { 'data-lomi-autofocus': true } : {})}
                />
                <label htmlFor={`${ids.choice}-input-${resolution}`}>
                  {t(`payments.dialog.${resolution}`)}
                </label>
                <p id={hintId} className="dialog-form__hint">
                  {resolution === 'credited'
                    ? credit
                      ? t('payments.dialog.credited.hint', { amount: credit })
                      : t('payments.dialog.credited.refused')
                    : t(`payments.dialog.${resolution}.hint`)}
                </p>
              </div>
            );
          })}
          {problems.choice && (
            <p id={ids.choice} className="dialog-form__error">
              {problems.choice}
            </p>
          )}
        </fieldset>
        {choice === 'credited' && credit && (
          <div className="console-payments__confirm">
            <input
              type="checkbox"
              id={ids.confirm}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              aria-invalid={problems.confirm ? true : undefined}
              aria-describedby={problems.confirm ? ids.confirmError : undefined}
            />
            <label htmlFor={ids.confirm}>{t('payments.dialog.confirm', { amount: credit, campaign })}</label>
            {problems.confirm && (
              <p id={ids.confirmError} className="dialog-form__error">
                {problems.confirm}
              </p>
            )}
          </div>
        )}
        <FormField
          block="dialog-form"
          label={t('payments.dialog.note')}
          hint={t('payments.dialog.note.hint')}
          name="note"
          rows={3}
          maxLength={2000}
          required
          value={note}
          onChange={setNote}
          error={problems.note}
        />
        {problems.send && (
          <p className="console-payments__problem" role="alert">
            {problems.send}
          </p>
        )}
        <div className="console-payments__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('payments.dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {submitText}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
