import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useLomiClient } from '@lomi/react';
import { useCharitiesText } from './charities-text.ts';

/** What the server takes (it checks the bytes and re-encodes as WebP); checked here too, to say it at once. */
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LOGO_MAX_BYTES = 10 * 1024 * 1024;

interface LogoFieldProps {
  /** The charity's logo address now, if it has one. */
  currentLogo: string | null;
  /** The newly chosen logo, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

/** The logo: the current one shown, a new one chosen and previewed, or put back (the current one stays). */
export function LogoField({ currentLogo, file, onChange, disabled }: LogoFieldProps) {
  const t = useCharitiesText();
  const client = useLomiClient();
  const id = useId();
  const [problem, setProblem] = useState<'tooLarge' | 'wrongType' | null>(null);
  const preview = useObjectUrl(file);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.type && !LOGO_TYPES.includes(chosen.type)) {
      setProblem('wrongType');
      return;
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      setProblem('tooLarge');
      return;
    }
    setProblem(null);
    onChange(chosen);
  }

  const described = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="dialog-form__field console-logo">
      <label htmlFor={id} className="dialog-form__label">
        {t('charity.logo')}
      </label>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {t('charity.logoHint')}
      </p>
      {file && preview && (
        <img className="console-logo__image" src={preview} alt={t('charity.logo.preview')} />
      )}
      {!file && currentLogo && (
        <img
          className="console-logo__image"
          src={client.urls.media(currentLogo)}
          alt={t('charity.logo.current')}
        />
      )}
      {file && (
        <p>
          <span>{file.name}</span>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            {t('charity.logo.remove')}
          </button>
        </p>
      )}
      <input
        id={id}
        type="file"
        name="logo"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={described}
        aria-invalid={problem ? true : undefined}
        onChange={choose}
        disabled={disabled}
      />
      {problem && (
        <p id={`${id}-error`} className="dialog-form__error">
          {t(`charity.logo.${problem}`)}
        </p>
      )}
    </div>
  );
}

/** An object URL showing `file`, revoked when it changes; null without a file (or in jsdom). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
