import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useOrganizationFormText } from './organization-form-text.ts';

/** The logo the server takes (it re-encodes it as WebP); checked here too, so a wrong file is said at once. */
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

interface LogoPickerProps {
  /** Where the organization's logo now is shown from, if it has one (edit). */
  currentLogo: string | null;
  /** The newly chosen logo, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

/**
 * The logo field: choose an image, see it previewed, remove it again (then the current logo, if any, stays).
 * A file that is not a JPEG, PNG or WebP image, or is over 10 MB, is refused with a message.
 */
export function LogoPicker({ currentLogo, file, onChange, disabled }: LogoPickerProps) {
  const t = useOrganizationFormText();
  const id = useId();
  const [problem, setProblem] = useState<'tooLarge' | 'wrongType' | null>(null);
  const preview = useObjectUrl(file);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so the same file can be chosen again after it was removed.
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
    <div className="dialog-form__field organization-form__files">
      <label htmlFor={id} className="dialog-form__label">
        {t('organizationForm.logo')}
      </label>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {t('organizationForm.logoHint')}
      </p>
      {file && preview ? (
        <img className="organization-form__logo" src={preview} alt={t('organizationForm.logo.preview')} />
      ) : (
        !file &&
        currentLogo && (
          <img
            className="organization-form__logo"
            src={currentLogo}
            alt={t('organizationForm.logo.current')}
          />
        )
      )}
      {file && (
        <p className="organization-form__file">
          <span>{file.name}</span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            {t('organizationForm.logo.remove')}
          </button>
        </p>
      )}
      <input
        id={id}
        className="organization-form__picker"
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
          {t(`organizationForm.logo.${problem}`)}
        </p>
      )}
    </div>
  );
}

/** An object URL showing `file`, revoked when the file changes or the field goes; null without a file. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom (unit tests) has no object URLs: the preview is then simply not shown.
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
