export {
  buildHelpQuestion,
  HELP_EMAIL_MAX_LENGTH,
  HELP_QUESTION_MAX_LENGTH,
  helpQuestionErrors,
  type HelpQuestionErrors,
  type HelpQuestionField,
  type HelpQuestionProblem,
  type NewHelpQuestion,
  type SubmittedHelpQuestion,
} from './help-question.ts';
