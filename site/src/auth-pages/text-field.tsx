import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'prefix'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown under the field and marks it invalid. */
  error?: string | null;
  /** A positive note under the field (such as 'Password Matches'). */
  note?: string | null;
  /** Shown before the input, inside the same row (the `+251` of phone numbers). */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  note,
  prefix,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`, note && !error && `${id}-note`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      )}
      <div className="auth-field__row">
        {prefix}
        <input
          {...input}
          ref={ref}
          id={id}
          className="auth-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      )}
      {note && !error && (
        <p id={`${id}-note`} className="auth-field__note">
          {note}
        </p>
      )}
    </div>
  );
}
