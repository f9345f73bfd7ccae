import { z } from 'zod';

/** The README table a variable is documented in (see `CONFIG_TABLES` in config-tables.ts). */
export type ConfigGroup =
  | 'server'
  | 'media'
  | 'rate-limits'
  | 'site-settings'
  | 'accounts'
  | 'payments'
  | 'donation-limits'
  | 'payouts'
  | 'lakipay'
  | 'chapa'
  | 'stripe';

/** What the README says about a variable, and what its refusal says it expects. */
export type VariableDoc = {
  group: ConfigGroup;
  /** The README's Default column: the value, `unset`, or what happens without it. */
  default: string;
  /** What a valid value is, as the refusal words it: `NAME must be <expects>, got "…".` */
  expects: string;
  /** One sentence of meaning for the README. */
  meaning: string;
  /** A key or password: a refusal says "(hidden)" instead of the value. */
  secret?: boolean;
};

/** Thrown by a reader for a value it refuses; {@link variable} turns it into a zod issue. */
class Refused extends Error {
  override readonly name = 'Refused';
  readonly expects: string | undefined;
  constructor(expects: string | undefined) {
    super(expects ?? 'refused');
    this.expects = expects;
  }
}

/**
 * Refuses the value being read. `expects` replaces the variable's own {@link VariableDoc.expects} when a
 * value is wrong in a way of its own (TRUST_PROXY=true).
 */
export function refuse(expects?: string): never {
  throw new Refused(expects);
}

/**
 * One environment variable: `read` gets its value (`undefined` when unset or blank) and returns what the
 * configuration holds, or calls {@link refuse}. The doc rides along as zod metadata, for the README tables
 * and for the wording of refusals.
 */
export function variable<T>(doc: VariableDoc, read: (value: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((value, context): T => {
      try {
        return read(value === undefined || value.trim() === '' ? undefined : value);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        context.addIssue({ code: 'custom', message: error.expects ?? doc.expects });
        return z.NEVER;
      }
    })
    .meta(doc);
}

/** The doc of a variable made by {@link variable}. */
export function variableDoc(schema: z.ZodType): VariableDoc {
  return schema.meta() as unknown as VariableDoc;
}

/** A whole number in `min..max`, `fallback` when unset. */
export function wholeNumber(
  value: string | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min || number > max) refuse();
  return number;
}

/** One of `choices`, in any case; `fallback` when unset. */
export function oneOf<const Choice extends string>(
  value: string | undefined,
  choices: readonly Choice[],
  fallback: Choice,
): Choice {
  if (value === undefined) return fallback;
  const choice = value.trim().toLowerCase();
  return (choices as readonly string[]).includes(choice) ? (choice as Choice) : refuse();
}

/** `choices` as a refusal or the README words them: `a, b or c`. */
export function listOf(choices: readonly string[]): string {
  return choices.length < 2 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

/** An absolute http(s) URL, or `undefined` for anything else. */
export function httpUrl(value: string): URL | undefined {
  const url = URL.parse(value.trim());
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
}
