import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import './dialog-form.css';

interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem of the field, shown under it and announced with it; none when it is fine. */
  error?: string | undefined;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email';
  name: string;
  autoComplete?: string;
  /** Gets the focus when the dialog opens (`Modal`'s `data-lomi-autofocus`). */
  autoFocus?: boolean;
}

/**
 * One labelled field of a dialog form, with its error message tied to it (`aria-invalid`,
 * `aria-describedby`) so a screen reader reads the problem with the field.
 */
export function FormField({
  label,
  value,
  onChange,
  error,
  rows,
  type = 'text',
  name,
  autoComplete,
  autoFocus,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: 'dialog-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...(autoComplete ? { autoComplete } : {}),
    ...(autoFocus ? { 'data-lomi-autofocus': '' } : {}),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="dialog-form__field">
      <label htmlFor={id} className="dialog-form__label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="dialog-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * `focusFirstInvalid()` moves the focus to the first invalid field of the form behind `formRef`, once React
 * has rendered the field's message (in an effect, so also after an answer that came back asynchronously).
 */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstInvalid: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
