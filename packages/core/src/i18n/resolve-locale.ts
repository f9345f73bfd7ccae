import type { Locale } from './locale.ts';

/** What is known about the wanted language, strongest first. */
export interface LocaleHints {
  /** An explicit choice: the site's `?lang=` parameter or an element's `lang` attribute. */
  param?: string | null;
  /** The host page's `<html lang>`, for embeds. */
  htmlLang?: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  navigatorLanguages?: readonly string[] | null;
}

/**
 * Picks the interface language (§1): an explicit `en`/`am` wins; then an `<html lang>` we speak; then the
 * browser's first language — Amharic if it starts with `am`, else English.
 */
export function resolveLocale(hints: LocaleHints = {}): Locale {
  const param = hints.param?.trim().toLowerCase();
  if (param === 'en' || param === 'am') return param;
  const htmlLanguage = languageOf(hints.htmlLang);
  if (htmlLanguage !== undefined) return htmlLanguage;
  return hints.navigatorLanguages?.[0]?.trim().toLowerCase().startsWith('am') ? 'am' : 'en';
}

function languageOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'am' || primary === 'en' ? primary : undefined;
}
