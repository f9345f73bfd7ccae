import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Shown under the field and announced with it. */
  error: string | null;
  /** Ids of further text describing the field (a shared hint). */
  describedBy?: string;
  /** Shown before the input, e.g. the phone's `+251`; its id is `${id}-addon` and describes the input. */
  addon?: ReactNode;
}

/** A labelled single-line input with its error, in the `field` part. */
export function TextField({ id, label, error, describedBy, addon, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const addonId = `${id}-addon`;
  const described = [addon ? addonId : '', describedBy ?? '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = (
    <input
      {...input}
      id={id}
      className="lomi-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
    />
  );
  return (
    <div className="lomi-field" part="field">
      <label className="lomi-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="lomi-report__prefixed">
          <span id={addonId} className="lomi-report__prefix">
            {addon}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className="lomi-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
