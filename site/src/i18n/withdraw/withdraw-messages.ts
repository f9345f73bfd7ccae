import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/** Keys of the texts of the withdrawals page (/withdraw): a catalog of its own, fetched only when the page is shown. */
export type WithdrawMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type WithdrawMessages = Record<WithdrawMessageKey, string | MessageAst>;

type MissingInAm = Exclude<WithdrawMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, WithdrawMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the catalog of one language, each language its own chunk. */
export async function loadWithdrawMessages(locale: Locale): Promise<WithdrawMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
