import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/** Keys of the texts of /login and /signup, a catalog of their own fetched with those pages. */
export type AuthMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type AuthMessages = Record<AuthMessageKey, string | MessageAst>;

type MissingInAm = Exclude<AuthMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, AuthMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the sign-in pages' catalog of one language, each language its own chunk. */
export async function loadAuthMessages(locale: Locale): Promise<AuthMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
