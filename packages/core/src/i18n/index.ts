export type {
  AmharicHasEveryKey,
  AmharicHasNoStrayKey,
  LomiMessages,
  MessageAst,
  MessageKey,
} from './catalog.ts';
export { createLomiIntl, type LomiIntl } from './create-lomi-intl.ts';
export { loadMessages } from './load-messages.ts';
export { isLocale, LOCALES, type Locale } from './locale.ts';
export { resolveLocale, type LocaleHints } from './resolve-locale.ts';
