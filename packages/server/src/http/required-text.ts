import { z } from 'zod';

/**
 * A required text field of a request body: text (else "must be text", or "is required" when missing),
 * trimmed, then not empty and at most `maxLength` characters when a limit is given. Forms trim what people
 * type, so "  " is as missing as no value; add a field's own rules (an e-mail pattern, a name) with `refine`:
 * it runs only on a value that passed the length check (a pattern never sees an over-long value).
 */
export function requiredText(maxLength?: number) {
  const trimmed = z.string().min(1, 'is required');
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .transform((value) => value.trim())
    .pipe(
      maxLength === undefined
        ? trimmed
        : trimmed.max(maxLength, { error: `must be at most ${maxLength} characters`, abort: true }),
    );
}
