import type { InputHTMLAttributes } from 'react';

export interface WizardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated error, shown under the field and announced with it. */
  error?: string | null;
  /** A line of help under the label. */
  hint?: string;
  /** Render a textarea instead of an input. */
  multiline?: boolean;
}

/** A labelled text input (or textarea) with its hint and error wired through `aria-describedby`. */
export function WizardField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  ...rest
}: WizardFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const shared = {
    id,
    className: multiline ? 'lomi-input lomi-textarea' : 'lomi-input',
    part: 'input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="lomi-field" part="field">
      <label className="lomi-label lomi-wizard__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="lomi-wizard__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          maxLength={rest.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...rest} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="lomi-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
