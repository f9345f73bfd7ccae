import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageAst } from './catalog.ts';

/**
 * Formats one ICU message, the subset Lomi's catalogs use — text, `{arg}`, `{n, number}` (a named style or
 * a skeleton), `{x, select, …}`, `{n, plural, =0 {…} one {…} other {…}}` with `#` and `offset:`, and rich
 * tags `<b>…</b>` — exactly as intl-messageformat does (the parity test formats every catalog message with
 * both). Own code rather than @formatjs/intl, which was about 8 kB gzip of every embed for a single call;
 * `format-message.test.ts` fails a catalog that uses any other ICU element (dates, times, ordinals).
 */

/** The AST node types of @formatjs/icu-messageformat-parser (`TYPE`), as precompiled catalogs hold them. */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** The value of a message argument: text, a number, a tag function, or anything a tag function returns. */
export type MessageValue = unknown;

type Element = MessageAst[number];

/** Named number styles, as intl-messageformat's defaults define them. */
const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const parsed = new Map<string, MessageAst>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options ?? {});
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A message as an AST: precompiled catalogs already are; an ICU string (tests, development) is parsed once. */
export function messageAst(message: string | MessageAst): MessageAst {
  if (typeof message !== 'string') return message;
  let ast = parsed.get(message);
  if (!ast) parsed.set(message, (ast = parse(message) as MessageAst));
  return ast;
}

/** Thrown for a message that cannot be formatted with the values given; the caller falls back to the id. */
export class MessageFormatError extends Error {}

/** The message's parts: strings, merged where adjacent, and whatever the values or tag functions gave. */
function parts(
  ast: MessageAst,
  locale: string,
  values: Record<string, MessageValue>,
  pound?: number,
): unknown[] {
  const out: unknown[] = [];
  const push = (part: unknown) => {
    if (typeof part === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += part;
    else out.push(part);
  };
  for (const element of ast as Element[]) {
    const node = element as {
      type: number;
      value: string;
      style?: string | { parsedOptions?: Intl.NumberFormatOptions & { scale?: number } } | null;
      options?: Record<string, { value: MessageAst }>;
      offset?: number;
      children?: MessageAst;
    };
    if (node.type === LITERAL) {
      push(node.value);
      continue;
    }
    if (node.type === POUND) {
      if (pound !== undefined) push(numberFormat(locale).format(pound));
      continue;
    }
    if (!(node.value in values)) throw new MessageFormatError(`no value for "${node.value}"`);
    const value = values[node.value];
    if (node.type === ARGUMENT) {
      // As intl-messageformat: text and numbers as text (numbers unformatted), other falsy values as nothing.
      push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
    } else if (node.type === NUMBER) {
      const style = node.style;
      const options = typeof style === 'string' ? numberStyles[style] : style?.parsedOptions;
      const scale = (options as { scale?: number } | undefined)?.scale ?? 1;
      push(numberFormat(locale, options).format((value as number) * scale));
    } else if (node.type === SELECT || node.type === PLURAL) {
      const options = node.options ?? {};
      let chosen = options[String(value)];
      let inner = pound;
      if (node.type === PLURAL) {
        const number = (value as number) - (node.offset ?? 0);
        inner = number;
        const key = `plural${locale}`;
        let rules = pluralRules.get(key);
        if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale)));
        chosen = options[`=${String(value)}`] ?? options[rules.select(number)];
      }
      chosen ??= options.other;
      if (!chosen) throw new MessageFormatError(`no option for "${String(value)}" in "${node.value}"`);
      for (const part of parts(chosen.value, locale, values, inner)) push(part);
    } else if (node.type === TAG) {
      if (typeof value !== 'function') throw new MessageFormatError(`"${node.value}" is not a tag function`);
      const result: unknown = value(parts(node.children ?? [], locale, values, pound));
      for (const part of Array.isArray(result) ? result : [result]) push(part);
    } else {
      throw new MessageFormatError(`ICU element type ${node.type} is not supported`);
    }
  }
  return out;
}

/**
 * Formats `message` in `locale`: a string when every part is text (intl-messageformat's `format`), else the
 * array of parts, strings merged, for rich tags that return React nodes.
 */
export function formatMessage(
  message: string | MessageAst,
  locale: string,
  values: Record<string, MessageValue> = {},
): unknown {
  const result = parts(messageAst(message), locale, values);
  return result.length <= 1 ? (result[0] ?? '') : result;
}
