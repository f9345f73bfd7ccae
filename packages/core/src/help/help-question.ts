import { EMAIL_MAX_LENGTH, isValidEmail } from '../contact/email-address.ts';

/** Body of `POST /api/help/questions/` (§3 Help question): the asker's e-mail address and the question. */
export interface NewHelpQuestion {
  email: string;
  question: string;
}

/** Answer of `POST /api/help/questions/` (201): the stored question's id and when it was stored. */
export interface SubmittedHelpQuestion {
  id: number;
  /** ISO 8601 time the question was stored. */
  created: string;
}

/** Longest question kept (characters): room for a detailed question, too little for a pasted document. */
export const HELP_QUESTION_MAX_LENGTH = 2000;

/** Longest e-mail address kept (characters, RFC 5321; the `help_questions.email` column). */
export const HELP_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** The fields of the ask-a-question form. */
export type HelpQuestionField = keyof NewHelpQuestion;

/** What can be wrong with a field: missing, not an e-mail address, or longer than kept. */
export type HelpQuestionProblem = 'required' | 'invalid' | 'too-long';

/** Every problem of the form, by field; empty when it can be sent. */
export type HelpQuestionErrors = Partial<Record<HelpQuestionField, HelpQuestionProblem>>;

/**
 * Checks the ask-a-question form (§5: e-mail and question required; the e-mail with the §5 pattern). The
 * site shows these problems and the server refuses the same ones, so what the form lets through is stored.
 */
export function helpQuestionErrors(values: NewHelpQuestion): HelpQuestionErrors {
  const errors: HelpQuestionErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > HELP_EMAIL_MAX_LENGTH || !isValidEmail(email)) errors.email = 'invalid';
  const question = values.question.trim();
  if (question === '') errors.question = 'required';
  else if (question.length > HELP_QUESTION_MAX_LENGTH) errors.question = 'too-long';
  return errors;
}

/**
 * The body to send for what the form holds, trimmed. Throws a `RangeError` for a form with problems: check
 * `helpQuestionErrors(values)` first.
 */
export function buildHelpQuestion(values: NewHelpQuestion): NewHelpQuestion {
  const problems = Object.entries(helpQuestionErrors(values));
  if (problems.length > 0) {
    throw new RangeError(
      `The question form has problems (${problems.map(([field, problem]) => `${field}: ${problem}`).join(', ')}); ` +
        'check helpQuestionErrors(values) before sending it.',
    );
  }
  return { email: values.email.trim(), question: values.question.trim() };
}
