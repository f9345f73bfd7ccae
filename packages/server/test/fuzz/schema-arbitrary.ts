import fc from 'fast-check';
import { z } from 'zod';
import { nastyNumberLike, nastySegments, nastyText, nastyValues } from './nasty-values.ts';

/** The part of a JSON Schema (as `z.toJSONSchema` writes a zod schema's input) the generator reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** The JSON Schema of what a route part accepts (the zod schema's input side); none when it has no schema. */
export function inputSchema(schema: unknown): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// Words people type into the forms, in the scripts Lomi serves, so valid-looking text is plausible too.
const words = [
  'Abebe',
  'Almaz',
  'ሰላም',
  'ለትምህርት',
  'school',
  'water',
  'Addis Ababa',
  'G/Medhin',
  'ወ/ማርያም',
  'help',
];
const text = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' '))
    .map((value) => (value.length < min ? value.padEnd(min, 'a') : value).slice(0, Math.max(min, max)));

/** Ids of seeded rows are small: most generated ids name a real row; some lie just past the id column. */
const idValue = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 2_147_483_647, 2_147_483_648, 99_999_999_999, 2 ** 53 + 1) },
);

const personNames = ['Abebe Kebede', 'Almaz', 'ሰላም ታደሰ', 'G/Medhin', 'ወ/ማርያም'];

/** Known field names whose plausible values the schema cannot say (an e-mail without a format, ids). */
function byName(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const asString = schema.type === 'string';
  if (/(?:^|_)id$|Id$/.test(name)) return idValue.map((id) => (asString ? String(id) : id));
  if (/email/i.test(name)) return fc.constantFrom('donor@example.com', 'someone@example.org', 'ab@cd.et');
  if (/password/i.test(name)) return fc.constantFrom('correct horse battery', 'lomi-demo-1234');
  if (name === 'amount' || name === 'price') return fc.integer({ min: 100, max: 500_000 });
  if (name === 'medium') return fc.constantFrom('telebirr', 'mpesa', 'cbe', 'payonline');
  if (name === 'currency') return fc.constantFrom('ETB', 'USD', 'etb');
  if (name === 'lang') return fc.constantFrom('en', 'am');
  if (/^an+onymous$/.test(name)) return fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.boolean());
  if (/name$/i.test(name) && !/user|bank|account/i.test(name)) return fc.constantFrom(...personNames);
  return undefined;
}

/** Valid-looking values of `schema`: what a well-behaved client sends, most of the time. */
export function validValue(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  const named = byName(name, schema);
  if (named && !schema.anyOf && !schema.enum) return named;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, name, depth + 1)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 40, 60);
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress().filter((value) => value.length <= max);
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((v) => v.length <= (schema.maxLength ?? Infinity));
      return text(schema.minLength ?? 0, max);
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -1e6),
        max: Math.min(schema.maximum ?? 1e6, 1e6),
      });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.double({ min: 0, max: 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items, name, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, key, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A mutation of an object: one field replaced by a nasty value, removed, or one extra field added. */
export type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'remove'; key: string }
  | { kind: 'extra'; key: string; value: unknown };

/**
 * A nasty value for a field of `schema`: mostly the edges of its own type (numbers past the integer
 * columns for a number, text PostgreSQL cannot store for a string), sometimes anything at all.
 */
function nastyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = new Set([schema?.type, ...(schema?.anyOf ?? []).map((option) => option.type)]);
  const numeric = types.has('integer') || types.has('number') || /\\d/.test(schema?.pattern ?? '');
  const own = numeric ? nastyNumberLike : types.has('string') ? nastyText : undefined;
  const any = fc.constantFrom(...nastyValues);
  return own
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: any })
    : any;
}

/** Mutations of an object part with these field schemas. */
export function mutations(properties: Record<string, JsonSchema>): fc.Arbitrary<Mutation[]> {
  const keys = Object.keys(properties);
  const replace =
    keys.length > 0
      ? fc
          .constantFrom(...keys)
          .chain((key) =>
            nastyFor(properties[key]).map((value) => ({ kind: 'replace' as const, key, value })),
          )
      : fc.constantFrom(...nastyValues).map((value) => ({ kind: 'replace' as const, key: 'x', value }));
  const one = fc.oneof(
    { weight: 6, arbitrary: replace },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('remove' as const),
        key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.constantFrom('extra', '__proto__', 'constructor', 'a\u0000b', '\ud800', 'ሰላም'),
        value: fc.constantFrom(...nastyValues),
      }),
    },
  );
  return fc.array(one, { minLength: 1, maxLength: 2 });
}

/** `value` (an object, or anything for a non-object part) with `changes` applied; a copy. */
export function mutate(value: unknown, changes: Mutation[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const change of changes) {
    if (change.kind === 'remove') delete copy[change.key];
    else
      Object.defineProperty(copy, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return copy;
}

/** A nasty path segment (already URL-encoded). */
export const nastySegment = fc.constantFrom(...nastySegments);
