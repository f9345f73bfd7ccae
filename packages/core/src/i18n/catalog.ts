import type { MessageDescriptor } from '@formatjs/intl';
import type en from './messages/en.json';
import type am from './messages/am.json';

/** Id of a message of the shared components; `en.json` is the source of truth. */
export type MessageKey = keyof typeof en;

/** A message precompiled to its ICU AST (what `@formatjs/cli compile --ast` emits). */
export type MessageAst = Exclude<MessageDescriptor['defaultMessage'], string | undefined>;

/**
 * A loaded catalog: ICU MessageFormat strings, or the same messages precompiled to ASTs (the embed build
 * precompiles them so it can ship without the message parser).
 */
export type LomiMessages = Record<MessageKey, string | MessageAst>;

type Assert<Condition extends true> = Condition;

/** Type-level check: Amharic has every English key (a missing translation fails `tsc`). */
export type AmharicHasEveryKey = Assert<MessageKey extends keyof typeof am ? true : false>;
/** Type-level check: Amharic has no key English lacks (a stale translation fails `tsc`). */
export type AmharicHasNoStrayKey = Assert<keyof typeof am extends MessageKey ? true : false>;
/** Type-level check: every Amharic value is a string. */
export type AmharicValuesAreStrings = Assert<(typeof am)[keyof typeof am] extends string ? true : false>;
