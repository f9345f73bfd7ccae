export type {
  AmharicHasEveryKey,
  AmharicHasNoStrayKey,
  FeatureMessageKey,
  FeatureMessages,
  KeysStartWithTheirFeature,
  LomiMessages,
  MessageAst,
  MessageFeature,
  MessageKey,
} from './catalog.ts';
export { createLomiIntl, type LomiIntl } from './create-lomi-intl.ts';
export { loadMessages, MESSAGE_FEATURES } from './load-messages.ts';
export { isLocale, LOCALES, type Locale } from './locale.ts';
export { resolveLocale, type LocaleHints } from './resolve-locale.ts';
