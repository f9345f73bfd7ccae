import { useState, type FormEvent } from 'react';
import { WITHDRAWAL_REJECTION_REASON_MAX_LENGTH } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useWithdrawalsText } from './withdrawals-text.ts';

interface RejectDialogProps {
  amount: string;
  busy: boolean;
  /** What the server said when the rejection failed for another reason than a race. */
  problem: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason the owner reads; required, up to the length the server keeps. */
export function RejectDialog({ amount, busy, problem, onConfirm, onCancel }: RejectDialogProps) {
  const t = useWithdrawalsText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    if (text === '') return setError(t('reject.reason.required'));
    if (text.length > WITHDRAWAL_REJECTION_REASON_MAX_LENGTH) return setError(t('reject.reason.tooLong'));
    onConfirm(text);
  }
  return (
    <SiteDialog
      title={t('reject.title', { amount })}
      closeLabel={t('dialog.close')}
      description={<p>{t('reject.text')}</p>}
      onClose={onCancel}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        <FormField
          block="dialog-form"
          label={t('reject.reason')}
          hint={t('reject.reason.hint')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          error={error}
          rows={4}
          required
          data-lomi-autofocus
        />
        {problem && (
          <p className="console-withdrawals__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="console-withdrawals__dialog-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary console-withdrawals__danger"
            disabled={busy}
          >
            {t(busy ? 'reject.busy' : 'reject.confirm')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
