import { PHONE_COUNTRY_CODE, sanitizePhoneInput } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';

export interface PhoneFieldProps {
  id: string;
  /** The 9 local digits. */
  value: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  /** Shown under the field and announced with it. */
  error: string | null;
}

/** The phone number after a fixed `+251`: digits only, at most 9 (§5). */
export function PhoneField({ id, value, onChange, onBlur, error }: PhoneFieldProps) {
  const t = useTranslate();
  const prefixId = `${id}-prefix`;
  const errorId = `${id}-error`;
  return (
    <div className="lomi-field" part="field">
      <label className="lomi-label" htmlFor={id}>
        {t('donate-dialog.phone')}
      </label>
      <div className="lomi-donate__phone">
        <span id={prefixId} className="lomi-donate__phone-prefix">
          +{PHONE_COUNTRY_CODE}
        </span>
        <input
          id={id}
          className="lomi-input"
          part="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onChange(sanitizePhoneInput(event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefixId} ${errorId}` : prefixId}
        />
      </div>
      {error ? (
        <p id={errorId} className="lomi-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
