import { useState, type FormEvent, type ReactNode } from 'react';
import { RESOLUTION_NOTE_MAX_LENGTH } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';

/** The words of one inbox's resolve dialog, already translated. */
export interface ResolveDialogTexts {
  title: string;
  close: string;
  note: string;
  noteHint: string;
  cancel: string;
  submit: string;
  submitting: string;
  noteRequired: string;
  noteTooLong: string;
}

interface InboxResolveDialogProps {
  texts: ResolveDialogTexts;
  /** Said under the title (the help inbox: the answer goes by e-mail, outside Lomi). */
  description?: ReactNode;
  /** More choices between the note and the buttons (a report's action). */
  children?: ReactNode;
  /** A refusal to show in the dialog (the server's, translated by the caller); none while fine. */
  failure: string | null;
  onClose: () => void;
  /** Sends the note; the dialog shows 'busy' until it settles. */
  onSubmit: (note: string) => Promise<void>;
}

/**
 * The dialog that resolves an item of an inbox: a note (1 to 1000 characters, checked here as on the server),
 * any extra choices, Cancel and the button that says what it does. The focus starts in the note.
 */
export function InboxResolveDialog({
  texts,
  description,
  children,
  failure,
  onClose,
  onSubmit,
}: InboxResolveDialogProps) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    const text = note.trim();
    const invalid =
      text === '' ? texts.noteRequired : text.length > RESOLUTION_NOTE_MAX_LENGTH ? texts.noteTooLong : null;
    setProblem(invalid);
    if (invalid) {
      (form.elements.namedItem('note') as HTMLTextAreaElement | null)?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} description={description} onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          block="dialog-form"
          label={texts.note}
          hint={texts.noteHint}
          value={note}
          onChange={(value) => {
            setNote(value);
            setProblem(null);
          }}
          rows={4}
          maxLength={RESOLUTION_NOTE_MAX_LENGTH + 100}
          error={problem}
          name="note"
          data-lomi-autofocus=""
        />
        {children}
        {failure && (
          <p className="inbox__alert" role="alert">
            {failure}
          </p>
        )}
        <div className="site-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {sending ? texts.submitting : texts.submit}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
