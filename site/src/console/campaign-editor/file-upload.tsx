import { useId, useRef, useState, type FormEvent } from 'react';
import { useCampaignEditorText } from './campaign-editor-text.ts';

/** How an editor upload reports its progress. */
export interface EditorUpload {
  onProgress: (sent: number, total: number) => void;
}

export interface FileUploadProps {
  label: string;
  hint: string;
  /** What the upload button says. */
  button: string;
  accept: string;
  disabled: boolean;
  /** Sends the chosen files; whether they were taken (the input is cleared then). */
  onUpload: (files: File[]) => Promise<boolean>;
}

/** A labelled multiple-file input and its upload button. */
export function FileUpload({ label, hint, button, accept, disabled, onUpload }: FileUploadProps) {
  const t = useCampaignEditorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    if (await onUpload(files)) {
      setFiles([]);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <form className="campaign-editor__upload" noValidate onSubmit={submit}>
      <label htmlFor={id} className="dialog-form__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {hint}
      </p>
      <div className="campaign-editor__row">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={accept}
          aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
          aria-invalid={missing || undefined}
          disabled={disabled}
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setMissing(false);
          }}
        />
        <button type="submit" className="button button--secondary" disabled={disabled}>
          {button}
        </button>
      </div>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="dialog-form__error">
          {t('campaignEditor.chooseFiles')}
        </p>
      )}
    </form>
  );
}
