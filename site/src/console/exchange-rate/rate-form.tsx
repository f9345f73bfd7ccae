import { useState, type FormEvent } from 'react';
import {
  ApiError,
  createConsoleClient,
  errorKind,
  parseEtbPerUsd,
  type ExchangeRateEntry,
  type ExchangeRateProblem,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useExchangeRateText } from './exchange-rate-text.ts';

interface RateFormProps {
  /** The rate in force as this page read it (null: none); the new rate replaces exactly this one. */
  current: ExchangeRateEntry | null;
  /** A rate was set (by this operator, or by another one first): the page reads the rates again. */
  onChanged: () => void;
}

type Outcome = { kind: 'saved'; rate: string } | { kind: 'conflict' } | { kind: 'failed' } | null;

/**
 * The labelled field for a new USD → ETB rate, checked with core's rules (1–10,000, at most 6 decimals) as it
 * is sent; then a confirmation of the change ("55.1234 → 57.0000") before anything is written. When another
 * operator set a rate meanwhile, the server refuses (409): the form says so and the page shows the new rate.
 */
export function RateForm({ current, onChanged }: RateFormProps) {
  const t = useExchangeRateText();
  const client = useLomiClient();
  const toast = useToast();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<ExchangeRateProblem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseEtbPerUsd(value);
    if (!parsed.ok) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setConfirming(parsed.value);
  }

  async function confirm(rate: string) {
    setSending(true);
    try {
      const saved = await createConsoleClient(client).exchangeRate.set({
        etb_per_unit: rate,
        previous_id: current?.id ?? null,
      });
      setValue('');
      setOutcome({ kind: 'saved', rate: saved.etb_per_unit });
      toast.show(t('rate.saved', { rate: saved.etb_per_unit }));
      onChanged();
    } catch (error) {
      const conflict = error instanceof ApiError && errorKind(error) === 'conflict';
      setOutcome({ kind: conflict ? 'conflict' : 'failed' });
      if (conflict) onChanged();
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="console-rate-form" className="console-rate__form">
      <h2 id="console-rate-form">{t('rate.form.title')}</h2>
      <form noValidate onSubmit={review}>
        <FormField
          block="dialog-form"
          name="etb_per_unit"
          label={t('rate.form.label')}
          hint={t('rate.form.hint')}
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={32}
          value={value}
          error={problem ? t(`rate.error.${problem}`) : undefined}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
        />
        <button type="submit" className="button" disabled={sending}>
          {t('rate.form.submit')}
        </button>
      </form>
      {outcome?.kind === 'saved' && <p role="status">{t('rate.saved', { rate: outcome.rate })}</p>}
      {outcome?.kind === 'conflict' && <p role="alert">{t('rate.conflict')}</p>}
      {outcome?.kind === 'failed' && <p role="alert">{t('rate.failed')}</p>}
      {confirming && (
        <SiteDialog
          title={t('rate.confirm.title')}
          closeLabel={t('rate.confirm.close')}
          onClose={() => setConfirming(null)}
          description={
            <>
              <p className="console-rate__change">
                {current
                  ? t('rate.confirm.change', { from: current.etb_per_unit, to: confirming })
                  : t('rate.confirm.first', { to: confirming })}
              </p>
              <p>{t('rate.confirm.note')}</p>
            </>
          }
        >
          <div className="console-rate__actions">
            <button
              type="button"
              className="button"
              data-lomi-autofocus
              disabled={sending}
              onClick={() => void confirm(confirming)}
            >
              {t('rate.confirm.yes', { to: confirming })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={sending}
              onClick={() => setConfirming(null)}
            >
              {t('rate.confirm.no')}
            </button>
          </div>
        </SiteDialog>
      )}
    </section>
  );
}
