import { HELP_QUESTION_MAX_LENGTH, type SubmittedHelpQuestion } from '@lomi/core';
import { z } from 'zod';
import { emailAddress } from '../../http/email-address-field.ts';
import { requiredText } from '../../http/required-text.ts';
import { shapeOf } from '../../http/response-schema.ts';

// §5 on the server: the rules of the ask-a-question form in @lomi/core (its e-mail pattern, its lengths), so
// what the form lets through is stored and what it refuses is refused here too.

/** Body of `POST /api/help/questions/` (§3 Help question): both fields required, trimmed. */
export const newHelpQuestionBody = z.object({
  // An over-long address is as wrong as a malformed one: the form says the same for both.
  email: requiredText().pipe(emailAddress(z.string())),
  question: requiredText(HELP_QUESTION_MAX_LENGTH),
});

export type NewHelpQuestionBody = z.infer<typeof newHelpQuestionBody>;

/** Answer of `POST /api/help/questions/` (201). */
export const submittedHelpQuestionSchema = shapeOf<SubmittedHelpQuestion>()(
  z.object({ id: z.number().int(), created: z.string().describe('ISO 8601 timestamp.') }),
);
