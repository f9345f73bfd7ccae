import { isPositiveId, parsePositiveId, POSITIVE_ID_MAX, POSITIVE_ID_PATTERN } from '@lomi/core';
import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column (@lomi/core's id rule). */
export const INT4_MAX = POSITIVE_ID_MAX;

// Beyond the column no row can exist, and letting such a value reach a query makes PostgreSQL fail with a
// range error (a 500), so every id a client sends passes @lomi/core's id rule (`isPositiveId`,
// `parsePositiveId`) before any query runs; path and query ids pass it in `positiveInt` of query-params.ts.
// The number schema keeps `int`, `min` and `max` so the API document states the range.

const idNumber = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(POSITIVE_ID_MAX, message)
    .refine((value) => isPositiveId(value), message);

/** A database id in a JSON body: a whole number 1 … {@link INT4_MAX}. `message` names what it is the id of. */
export function databaseId(message: string) {
  return idNumber(message);
}

/**
 * A database id in a body that may also carry it as a string of digits (a page reads it from its address,
 * card metadata values are strings): the same range, no sign, space, fraction or exponent in the string.
 */
export function databaseIdOrDigits(message: string) {
  return z.union(
    [
      idNumber(message),
      z
        .string({ error: message })
        .refine((text) => parsePositiveId(text) !== undefined, message)
        .meta({ pattern: POSITIVE_ID_PATTERN })
        .transform(Number),
    ],
    { error: message },
  );
}
