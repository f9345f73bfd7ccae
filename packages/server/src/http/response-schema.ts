import type { z } from 'zod';

/** Whether A and B are each assignable to the other and have the same keys (optional ones included). */
type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * Binds a response schema to the type clients read its answer as (one of @lomi/core's): the call
 * `shapeOf<Campaign>()(z.object({…}))` fails the type check when a field is missing on either side or has
 * another type. A response schema decides what is sent (whatever it lacks is left out of the answer), so a
 * field added to the core type but not to the schema would otherwise silently never reach clients.
 */
export const shapeOf =
  <T>() =>
  <S extends z.ZodType>(
    schema: S,
    ..._sameShape: SameShape<z.output<S>, T> extends true ? [] : [schemaAndTypeHaveDifferentFields: never]
  ): S =>
    schema;
