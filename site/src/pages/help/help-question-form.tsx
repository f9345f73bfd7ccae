import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  errorKind,
  ApiError,
  buildHelpQuestion,
  HELP_EMAIL_MAX_LENGTH,
  HELP_QUESTION_MAX_LENGTH,
  helpQuestionErrors,
  type HelpQuestionField,
  type HelpQuestionProblem,
  type NewHelpQuestion,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import type { SupportMessageKey } from './support-text.ts';
import { useSupportText } from './support-text.ts';

const EMPTY: NewHelpQuestion = { email: '', question: '' };

/** The message of each problem a field can have. */
const PROBLEM_TEXT: Record<HelpQuestionField, Partial<Record<HelpQuestionProblem, SupportMessageKey>>> = {
  email: { required: 'question.emailRequired', invalid: 'question.emailInvalid' },
  question: { required: 'question.questionRequired', 'too-long': 'question.questionTooLong' },
};

/** Why a question was not stored, each with a text of the page (the server's messages are English). */
type Failure = 'offline' | 'rate-limited' | 'other';

const FAILURE_TEXT: Record<Failure, SupportMessageKey> = {
  offline: 'question.offline',
  'rate-limited': 'question.rateLimited',
  other: 'question.tryAgain',
};

/** The text of a field the server refused although the form's rules let it through. */
const REFUSED_TEXT: Record<HelpQuestionField, SupportMessageKey> = {
  // The server refuses an address only as malformed (it checks with the same rule as the form).
  email: 'question.emailInvalid',
  question: 'question.questionRefused',
};

const FIELDS = ['email', 'question'] as const;

type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; failure: Failure };

function failureOf(error: unknown): Failure {
  const kind = errorKind(error);
  if (!(error instanceof ApiError) || kind === 'offline' || kind === 'aborted') return 'offline';
  return kind === 'rate-limited' ? 'rate-limited' : 'other';
}

/** The form's fields a refused request names in its `errors` map (only which ones: its messages are English). */
function refusedFields(error: unknown): HelpQuestionField[] {
  if (!(error instanceof ApiError) || errorKind(error) !== 'invalid' || !error.errors) return [];
  const errors = error.errors;
  return FIELDS.filter((field) => field in errors);
}

interface HelpQuestionFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The ask-a-question form of /help and /faq (§2, §5: e-mail and question required). The question is stored
 * through `POST /api/help/questions/`; on success the form makes way for §8's 'Thank you for your question!
 * We'll get back to you soon.', which takes focus so it is read out, with a button to ask another one.
 */
export function HelpQuestionForm({ labelledBy }: HelpQuestionFormProps) {
  const t = useSupportText();
  const client = useLomiClient();
  const [values, setValues] = useState<NewHelpQuestion>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<HelpQuestionField, boolean>>>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [refused, setRefused] = useState<Partial<Record<HelpQuestionField, boolean>>>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const thanksRef = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController>(null);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (status.state === 'sent') thanksRef.current?.focus();
  }, [status.state]);

  const errors = helpQuestionErrors(values);
  const shownError = (field: HelpQuestionField) => {
    const problem = errors[field];
    const key = problem && touched[field] ? PROBLEM_TEXT[field][problem] : undefined;
    if (key) return t(key, { max: HELP_QUESTION_MAX_LENGTH });
    return refused[field] ? t(REFUSED_TEXT[field]) : null;
  };

  function update(field: HelpQuestionField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: false }));
    if (status.state === 'failed') setStatus({ state: 'idle' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status.state === 'sending') return;
    if (FIELDS.some((field) => errors[field])) {
      setTouched({ email: true, question: true });
      focusFirstInvalid();
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setStatus({ state: 'sending' });
    client.help.ask(buildHelpQuestion(values), { signal: controller.signal }).then(
      () => {
        setValues(EMPTY);
        setTouched({});
        setRefused({});
        setStatus({ state: 'sent' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const fields = refusedFields(error);
        if (fields.length > 0) {
          setRefused(Object.fromEntries(fields.map((field) => [field, true])));
          setStatus({ state: 'idle' });
          focusFirstInvalid();
          return;
        }
        setStatus({ state: 'failed', failure: failureOf(error) });
      },
    );
  }

  if (status.state === 'sent') {
    return (
      <div className="question-form question-form--sent" data-state="sent">
        <div ref={thanksRef} className="question-form__thanks" role="status" tabIndex={-1}>
          {t('question.success')}
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setStatus({ state: 'idle' })}
        >
          {t('question.again')}
        </button>
      </div>
    );
  }

  const emailError = shownError('email');
  const questionError = shownError('question');
  const sending = status.state === 'sending';
  return (
    <form
      ref={formRef}
      className="question-form"
      aria-labelledby={labelledBy}
      data-state={status.state}
      onSubmit={onSubmit}
      noValidate
    >
      <FormField
        block="question-form"
        label={t('question.email')}
        hint={
          <>
            {t('question.hint')} <Link to="/legal/privacypolicy">{t('question.privacy')}</Link>
          </>
        }
        hintPlacement="below"
        error={emailError}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={HELP_EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={(value) => update('email', value)}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        aria-required="true"
      />
      <FormField
        block="question-form"
        label={t('question.text')}
        hint={
          <span className="question-form__count">
            {t('question.count', { count: values.question.length, max: HELP_QUESTION_MAX_LENGTH })}
          </span>
        }
        hintPlacement="below"
        error={questionError}
        rows={5}
        maxLength={HELP_QUESTION_MAX_LENGTH}
        value={values.question}
        onChange={(value) => update('question', value)}
        onBlur={() => setTouched((current) => ({ ...current, question: true }))}
        aria-required="true"
      />
      {status.state === 'failed' ? (
        <div className="question-form__failure" role="alert">
          <p className="question-form__failure-title">{t('question.failure')}</p>
          <p>{t(FAILURE_TEXT[status.failure])}</p>
        </div>
      ) : null}
      {sending ? (
        <p className="question-form__sending" role="status">
          {t('question.submitting')}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--primary" aria-disabled={sending ? true : undefined}>
          {t('question.submit')}
        </button>
      </div>
    </form>
  );
}
