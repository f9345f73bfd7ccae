import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  CHARITY_MAX_LENGTHS,
  charityFormErrors,
  errorKind,
  type CharityFields,
  type CharityFiles,
  type CharityFormErrors,
  type ConsoleCharity,
  type LomiClient,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import { useCharitiesText } from './charities-text.ts';
import { LogoField } from './logo-field.tsx';

/** Sends the form through `client`; rejects with the client's `ApiError` (400, 409 and 413 are explained). */
export type SendCharity = (
  fields: CharityFields,
  files: CharityFiles,
  client: LomiClient,
) => Promise<ConsoleCharity>;

interface CharityFormProps {
  /** The charity being edited, or null for a new one. */
  charity: ConsoleCharity | null;
  send: SendCharity;
  onSaved: (saved: ConsoleCharity) => void;
  /** Reads the charity again (offered after a 409: someone changed it since it was read). */
  onReload?: () => void;
}

type Outcome = 'invalid' | 'conflict' | 'failed' | null;
const FIELDS = ['name', 'description'] as const;

/**
 * The charity form: the name (1–255), the description (at most 1000, with a count) and the logo (previewed).
 * The limits are core's `charityFormErrors`, the server's own; the fields the server refuses are marked too.
 */
export function CharityForm({ charity, send, onSaved, onReload }: CharityFormProps) {
  const t = useCharitiesText();
  const client = useLomiClient();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState<CharityFields>({
    name: charity?.name ?? '',
    description: charity?.description ?? '',
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [rejected, setRejected] = useState<CharityFormErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const problems = { ...charityFormErrors(values), ...rejected };
  const error = (field: (typeof FIELDS)[number]) => {
    const problem = touched || rejected[field] ? problems[field] : undefined;
    if (problem === 'required') return t('charity.error.required');
    if (problem === 'tooLong') return t('charity.error.tooLong', { max: CHARITY_MAX_LENGTHS[field] });
    return undefined;
  };

  function change(field: (typeof FIELDS)[number], value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setRejected(({ [field]: _, ...others }) => others);
    setOutcome(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setTouched(true);
    setOutcome(null);
    if (Object.keys(charityFormErrors(values)).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      const fields = { name: values.name.trim(), description: values.description.trim() };
      const saved = await send(fields, logo ? { logo } : {}, client);
      if (!mounted.current) return;
      setLogo(null);
      onSaved(saved);
    } catch (failure) {
      const kind = errorKind(failure);
      if (kind === 'invalid' && failure instanceof ApiError && failure.errors) {
        const marked: CharityFormErrors = {};
        for (const field of FIELDS) if (failure.errors[field]) marked[field] = 'tooLong';
        setRejected(marked);
        setOutcome('invalid');
      } else {
        setOutcome(kind === 'conflict' ? 'conflict' : 'failed');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="console-form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        block="dialog-form"
        name="name"
        label={t('charity.name')}
        required
        maxLength={CHARITY_MAX_LENGTHS.name}
        autoComplete="organization"
        value={values.name}
        error={error('name')}
        onChange={(value) => change('name', value)}
        onBlur={() => setTouched(true)}
      />
      <FormField
        block="dialog-form"
        name="description"
        label={t('charity.description')}
        rows={5}
        maxLength={CHARITY_MAX_LENGTHS.description}
        hint={t('charity.descriptionHint', {
          count: values.description.length,
          max: CHARITY_MAX_LENGTHS.description,
        })}
        hintPlacement="below"
        value={values.description}
        error={error('description')}
        onChange={(value) => change('description', value)}
      />
      <LogoField currentLogo={charity?.logo ?? null} file={logo} onChange={setLogo} disabled={sending} />
      {outcome === 'invalid' && <p role="alert">{t('charity.invalid')}</p>}
      {outcome === 'failed' && <p role="alert">{t('charity.failed')}</p>}
      {outcome === 'conflict' && (
        <div role="alert">
          <p>{t('charity.conflict')}</p>
          {onReload && (
            <button type="button" className="button button--secondary" onClick={onReload}>
              {t('charity.reload')}
            </button>
          )}
        </div>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('charity.saving') : charity ? t('charity.save') : t('charity.create')}
      </button>
    </form>
  );
}
