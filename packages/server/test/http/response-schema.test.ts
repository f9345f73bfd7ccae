import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shapeOf } from '../../src/http/response-schema.ts';

interface Answer {
  id: number;
  name: string | null;
  note?: string;
}

// `shapeOf` is checked by the compiler (`npx tsc -b` type-checks the tests): each `@ts-expect-error` below
// fails the build if the call it marks were accepted.
describe('shapeOf', () => {
  it('takes a schema with exactly the fields of the type', () => {
    const schema = shapeOf<Answer>()(
      z.object({ id: z.number(), name: z.string().nullable(), note: z.string().optional() }),
    );
    expect(schema.parse({ id: 1, name: null, extra: true })).toEqual({ id: 1, name: null });
  });

  it('refuses a schema that lacks a field, has one more, or gives one another type', () => {
    // @ts-expect-error `name` is missing: the answer would never carry it.
    shapeOf<Answer>()(z.object({ id: z.number(), note: z.string().optional() }));
    // @ts-expect-error `note` is missing: an optional field left out of the schema is never sent either.
    shapeOf<Answer>()(z.object({ id: z.number(), name: z.string().nullable() }));
    // @ts-expect-error `extra` is not a field of the type clients read.
    shapeOf<Answer>()(
      z.object({
        id: z.number(),
        name: z.string().nullable(),
        note: z.string().optional(),
        extra: z.number(),
      }),
    );
    // @ts-expect-error `name` may be null, the schema says it never is.
    shapeOf<Answer>()(z.object({ id: z.number(), name: z.string(), note: z.string().optional() }));
    expect(true).toBe(true);
  });
});
