import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
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
import type { SupportMessageKey } from '../i18n/support/support-messages.ts';
import { useSupportText } from './support-text.ts';

const EMPTY: NewHelpQuestion = { email: '', question: '' };

/** The message of each problem a field can have. */
const PROBLEM_TEXT: Record<HelpQuestionField, Partial<Record<HelpQuestionProblem, SupportMessageKey>>> = {
  email: { required: 'question.emailRequired', invalid: 'question.emailInvalid' },
  question: { required: 'question.questionRequired', 'too-long': 'question.questionTooLong' },
};

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  /** `message`: the server's words, or null when no answer arrived. */
  | { state: 'failed'; message: string | null };

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
  const id = useId();
  const ids = { email: `${id}-email`, question: `${id}-question`, hint: `${id}-hint`, count: `${id}-count` };
  const [values, setValues] = useState<NewHelpQuestion>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<HelpQuestionField, boolean>>>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const fieldRefs = {
    email: useRef<HTMLInputElement>(null),
    question: useRef<HTMLTextAreaElement>(null),
  };
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
    return key ? t(key, { max: HELP_QUESTION_MAX_LENGTH }) : null;
  };

  function update(field: HelpQuestionField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.state === 'failed') setStatus({ state: 'idle' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status.state === 'sending') return;
    const invalid = (['email', 'question'] as const).filter((field) => errors[field]);
    if (invalid.length > 0) {
      setTouched({ email: true, question: true });
      fieldRefs[invalid[0]!].current?.focus();
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setStatus({ state: 'sending' });
    client.help.ask(buildHelpQuestion(values), { signal: controller.signal }).then(
      () => {
        setValues(EMPTY);
        setTouched({});
        setStatus({ state: 'sent' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const answered = error instanceof ApiError && error.status > 0;
        setStatus({ state: 'failed', message: answered ? error.message : null });
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
      className="question-form"
      aria-labelledby={labelledBy}
      data-state={status.state}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="question-form__field">
        <label className="question-form__label" htmlFor={ids.email}>
          {t('question.email')}
        </label>
        <input
          ref={fieldRefs.email}
          id={ids.email}
          className="question-form__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={HELP_EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          aria-required="true"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids.email}-error ${ids.hint}` : ids.hint}
        />
        {emailError ? (
          <p id={`${ids.email}-error`} className="question-form__error">
            {emailError}
          </p>
        ) : null}
        <p id={ids.hint} className="question-form__hint">
          {t('question.hint')} <Link to="/legal/privacypolicy">{t('question.privacy')}</Link>
        </p>
      </div>
      <div className="question-form__field">
        <label className="question-form__label" htmlFor={ids.question}>
          {t('question.text')}
        </label>
        <textarea
          ref={fieldRefs.question}
          id={ids.question}
          className="question-form__input question-form__textarea"
          rows={5}
          maxLength={HELP_QUESTION_MAX_LENGTH}
          value={values.question}
          onChange={(event) => update('question', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, question: true }))}
          aria-required="true"
          aria-invalid={questionError ? true : undefined}
          aria-describedby={questionError ? `${ids.question}-error ${ids.count}` : ids.count}
        />
        {questionError ? (
          <p id={`${ids.question}-error`} className="question-form__error">
            {questionError}
          </p>
        ) : null}
        <p id={ids.count} className="question-form__hint question-form__count">
          {t('question.count', { count: values.question.length, max: HELP_QUESTION_MAX_LENGTH })}
        </p>
      </div>
      {status.state === 'failed' ? (
        <div className="question-form__failure" role="alert">
          <p className="question-form__failure-title">{t('question.failure')}</p>
          <p>{status.message ?? t('question.offline')}</p>
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
