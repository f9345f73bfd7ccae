import { isLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@lomi/core';

/** What a page request says about its visitor's language. */
export interface LocaleRequest {
  /** The `lang` query parameter. */
  lang: string | null;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language the site will start in for this request, with the site's precedence (`initialLocale` in
 * site/src/language/locale-choice.ts): `?lang=en|am`, then the remembered choice, then the browser's first
 * language (Amharic when it starts with `am`), which `Accept-Language` lists as `navigator.languages` does.
 */
export function siteLocale({ lang, cookieHeader, acceptLanguage }: LocaleRequest): Locale {
  if (isLocale(lang)) return lang;
  const remembered = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return resolveLocale({ navigatorLanguages: browserLanguages(acceptLanguage) });
}

/** The language tags of an `Accept-Language` header, most wanted first (`q=0` and `*` left out). */
export function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
