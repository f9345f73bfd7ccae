import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the texts of the header's account menu and mobile menu: a catalog of its own, fetched with the menus'
 * code when one is first opened, so the site catalog every first visit downloads stays small.
 */
export type HeaderMenuMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type HeaderMenuMessages = Record<HeaderMenuMessageKey, string | MessageAst>;

type MissingInAm = Exclude<HeaderMenuMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, HeaderMenuMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the menus' catalog of one language, each language its own chunk. */
export async function loadHeaderMenuMessages(locale: Locale): Promise<HeaderMenuMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
