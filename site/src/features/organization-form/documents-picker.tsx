import { useId, useState, type ChangeEvent } from 'react';
import { useOrganizationFormText } from './organization-form-text.ts';

/** What the server takes as a supporting document (by its bytes; checked here by its type first). */
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
const DOCUMENTS_PER_REQUEST = 10;

interface DocumentsPickerProps {
  /** The file names of the documents already sent (edit). */
  sent: readonly string[];
  /** The documents chosen to send. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}

type Problem = { key: 'tooLarge' | 'wrongType'; name: string } | { key: 'tooMany'; name?: undefined };

/**
 * Supporting documents: the ones already sent (listed), and new ones added from one or more choices, each
 * with its Remove button. A file that is not a PDF, JPEG or PNG or is over 20 MB is left out with a message,
 * and so is any past the tenth.
 */
export function DocumentsPicker({ sent, files, onChange, disabled }: DocumentsPickerProps) {
  const t = useOrganizationFormText();
  const id = useId();
  const [problems, setProblems] = useState<Problem[]>([]);

  function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: Problem[] = [];
    const kept = [...files];
    for (const file of chosen) {
      if (file.type && !DOCUMENT_TYPES.includes(file.type)) found.push({ key: 'wrongType', name: file.name });
      else if (file.size > DOCUMENT_MAX_BYTES) found.push({ key: 'tooLarge', name: file.name });
      else if (kept.length >= DOCUMENTS_PER_REQUEST) {
        if (!found.some((problem) => problem.key === 'tooMany')) found.push({ key: 'tooMany' });
      } else kept.push(file);
    }
    setProblems(found);
    onChange(kept);
  }

  function remove(index: number) {
    setProblems([]);
    onChange(files.filter((_, position) => position !== index));
  }

  const message = (problem: Problem) =>
    problem.key === 'tooMany'
      ? t('organizationForm.documents.tooMany')
      : t(`organizationForm.documents.${problem.key}`, { name: problem.name });
  return (
    <fieldset className="organization-form__documents" aria-describedby={`${id}-hint`}>
      <legend className="dialog-form__label">{t('organizationForm.documents')}</legend>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {t('organizationForm.documentsHint')}
      </p>
      {sent.length > 0 && (
        <>
          <p className="organization-form__subtitle">{t('organizationForm.documents.sent')}</p>
          <ul className="organization-form__list">
            {sent.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {files.length > 0 && (
        <>
          <p className="organization-form__subtitle">{t('organizationForm.documents.chosen')}</p>
          <ul className="organization-form__list">
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`} className="organization-form__file">
                <span>{file.name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => remove(index)}
                  disabled={disabled}
                >
                  {t('organizationForm.documents.remove', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <label htmlFor={id} className="organization-form__add">
        {t('organizationForm.documents.add')}
      </label>
      <input
        id={id}
        className="organization-form__picker"
        type="file"
        name="documents"
        multiple
        accept={DOCUMENT_TYPES.join(',')}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-errors` : undefined}
        onChange={add}
        disabled={disabled}
      />
      {problems.length > 0 && (
        <ul id={`${id}-errors`} className="organization-form__errors" role="alert">
          {problems.map((problem, index) => (
            <li key={index} className="dialog-form__error">
              {message(problem)}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
