import { HELP_EMAIL_MAX_LENGTH, HELP_QUESTION_MAX_LENGTH, isValidEmail } from '@lomi/core';
import { z } from 'zod';

// §5 on the server: the rules of the ask-a-question form in @lomi/core (its e-mail pattern, its lengths), so
// what the form lets through is stored and what it refuses is refused here too.

const requiredText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .transform((value) => value.trim());

/** Body of `POST /api/help/questions/` (§3 Help question): both fields required, trimmed. */
export const newHelpQuestionBody = z.object({
  email: requiredText
    .refine((value) => value !== '', 'is required')
    .refine(
      (value) => value === '' || (value.length <= HELP_EMAIL_MAX_LENGTH && isValidEmail(value)),
      'Invalid Email Address',
    ),
  question: requiredText
    .refine((value) => value !== '', 'is required')
    .refine(
      (value) => value.length <= HELP_QUESTION_MAX_LENGTH,
      `must be at most ${HELP_QUESTION_MAX_LENGTH} characters`,
    ),
});

export type NewHelpQuestionBody = z.infer<typeof newHelpQuestionBody>;
