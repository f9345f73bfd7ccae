import fc from 'fast-check';
import { isPositiveId, parsePositiveId, POSITIVE_ID_MAX } from '@lomi/core';
import { describe, expect, it } from 'vitest';
import { databaseId, databaseIdOrDigits } from '../../src/http/database-id.ts';
import { positiveInt } from '../../src/http/query-params.ts';

// The server reads ids by @lomi/core's one rule, so the site, React and the elements (which use it too) never
// ask for an id the server refuses, nor refuse one it serves.

/** Text near the edges of the rule: digits, signs, dots, exponents, spaces, other scripts' digits. */
const idLikeText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[-+ 0-9.e]{0,12}$/),
  fc.integer({ min: -5, max: POSITIVE_ID_MAX + 5 }).map(String),
  fc.constantFrom('0', '01', '+1', '-1', '1.0', '1e3', '1234567890123456', '2147483647', '2147483648', '١٢'),
);

const idLikeNumber = fc.oneof(
  fc.integer({ min: -5, max: POSITIVE_ID_MAX + 5 }),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, POSITIVE_ID_MAX, POSITIVE_ID_MAX + 1, 2 ** 53 + 1),
);

const message = 'must be a campaign id (a whole number)';

describe('the id rule of the server', () => {
  it('reads a path or query id (positiveInt) exactly as parsePositiveId does', () => {
    fc.assert(
      fc.property(idLikeText, (text) => {
        const parsed = positiveInt.safeParse(text);
        expect(parsed.success ? parsed.data : undefined).toBe(parsePositiveId(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a body id given as digits (databaseIdOrDigits) exactly as parsePositiveId does', () => {
    fc.assert(
      fc.property(idLikeText, (text) => {
        const parsed = databaseIdOrDigits(message).safeParse(text);
        expect(parsed.success ? parsed.data : undefined).toBe(parsePositiveId(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a body id given as a number (databaseId, databaseIdOrDigits) exactly when isPositiveId', () => {
    fc.assert(
      fc.property(idLikeNumber, (value) => {
        expect(databaseId(message).safeParse(value).success).toBe(isPositiveId(value));
        expect(databaseIdOrDigits(message).safeParse(value).success).toBe(isPositiveId(value));
      }),
      { numRuns: 2000 },
    );
  });
});
