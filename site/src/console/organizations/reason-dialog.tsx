import { useId, useState, type FormEvent } from 'react';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useOrganizationsText } from './organizations-text.ts';

interface ReasonDialogProps {
  title: string;
  /** Said under the title (what the decision does), if anything. */
  intro?: string;
  confirm: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a rejection or a suspension (the owner reads it); it cannot be sent empty. */
export function ReasonDialog({ title, intro, confirm, busy, onConfirm, onClose }: ReasonDialogProps) {
  const t = useOrganizationsText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <SiteDialog title={title} closeLabel={t('orgs.close')} onClose={onClose} description={intro}>
      <form className="console-org__reason" noValidate onSubmit={submit}>
        <label htmlFor={id}>{t('orgs.reasonLabel')}</label>
        <textarea
          id={id}
          data-lomi-autofocus
          value={reason}
          maxLength={1000}
          required
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={`${id}-error`} className="dialog-form__error">
            {t('orgs.reasonRequired')}
          </p>
        )}
        <div className="console-org__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('orgs.cancel')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
