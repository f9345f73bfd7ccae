import { useState, type FormEvent } from 'react';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useConsoleCampaignsText } from './console-campaigns-text.ts';

/** The longest reason the server keeps (campaigns.review_note). */
const REASON_MAX_LENGTH = 1000;

interface ReasonDialogProps {
  /** Rejecting a campaign in review, or unpublishing a published one. */
  action: 'reject' | 'unpublish';
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason the owner reads before a rejection or an unpublish; the reason is required. */
export function ReasonDialog({ action, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const t = useConsoleCampaignsText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const note = reason.trim();
    if (note === '') return setError(t('reason.required'));
    if (note.length > REASON_MAX_LENGTH) return setError(t('reason.tooLong'));
    onConfirm(note);
  }
  return (
    <SiteDialog
      title={t(action === 'reject' ? 'reason.rejectTitle' : 'reason.unpublishTitle')}
      closeLabel={t('dialog.close')}
      onClose={onCancel}
      {...(action === 'unpublish' ? { description: <p>{t('reason.unpublishDescription')}</p> } : {})}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        <FormField
          block="dialog-form"
          label={t('reason.label')}
          hint={t('reason.hint')}
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
        <div className="console-campaign__dialog-actions">
          <button type="button" className="console-button console-button--quiet" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="console-button console-button--danger" disabled={busy}>
            {t(action === 'reject' ? 'reason.confirmReject' : 'reason.confirmUnpublish')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
