import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the texts of the withdraw panel ('Request a Withdraw' on an owner's campaign page): a catalog of its
 * own, fetched with the panel's code, so the campaign page every visitor loads does not carry them.
 */
export type WithdrawRequestMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type WithdrawRequestMessages = Record<WithdrawRequestMessageKey, string | MessageAst>;

type MissingInAm = Exclude<WithdrawRequestMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, WithdrawRequestMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the catalog of one language, each language its own chunk. */
export async function loadWithdrawRequestMessages(locale: Locale): Promise<WithdrawRequestMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
