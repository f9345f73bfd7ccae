import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

// Beyond the column no row can exist, and letting such a value reach a query makes PostgreSQL fail with a
// range error (a 500), so every id a client sends passes one of these rules before any query runs. Path
// and query ids are strings of at most 9 digits (`positiveInt` of query-params.ts), always in range.

const idNumber = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** A database id in a JSON body: a whole number 1 … {@link INT4_MAX}. `message` names what it is the id of. */
export function databaseId(message: string) {
  return idNumber(message);
}

/**
 * A database id in a body that may also carry it as a string of digits (a page reads it from its address,
 * card metadata values are strings): the same range, no sign, space, fraction or exponent in the string.
 */
export function databaseIdOrDigits(message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,10}$/, message)], {
      error: message,
    })
    .transform(Number)
    .pipe(idNumber(message));
}
