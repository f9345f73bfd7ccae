import type { ReactNode } from 'react';

export interface WizardChoiceOption<T extends string | number> {
  value: T;
  label: string;
  hint?: string;
}

export interface WizardChoiceProps<T extends string | number> {
  id: string;
  legend: string;
  options: readonly WizardChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
  children?: ReactNode;
}

/** A native radio group in a fieldset: arrow keys move and choose; the error is tied to the group. */
export function WizardChoice<T extends string | number>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: WizardChoiceProps<T>) {
  return (
    <fieldset className="lomi-choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="lomi-label lomi-wizard__label">{legend}</legend>
      {options.map((option, index) => {
        const optionId = `${id}-${option.value}`;
        return (
          <label key={option.value} className="lomi-choice" htmlFor={optionId}>
            <input
              id={optionId}
              type="radio"
              name={id}
              className="lomi-radio"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              {...((value === null ? index === 0 : value === option.value) ? { 'data-lomi-focus': '' } : {})}
            />
            <span className="lomi-choice-text">
              <span className="lomi-choice-name">{option.label}</span>
              {option.hint ? (
                <span id={`${optionId}-hint`} className="lomi-wizard__hint">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={`${id}-error`} className="lomi-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
