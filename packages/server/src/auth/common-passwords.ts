import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common passwords are refused: the top of zxcvbn-ts's ranked list of passwords seen in
 * breaches (`@zxcvbn-ts/language-common`, MIT, 49,233 entries, most common first). NIST SP 800-63B asks for a
 * list of "commonly-used, expected, or compromised values"; the top 10,000 catch what attackers try first
 * without refusing so much that people pick a password by trial and error.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

/**
 * Whether `password` is one of the {@link COMMON_PASSWORD_COUNT} most common passwords, in any case (the list
 * is lower case; `Password` is as guessable as `password`). Server side only: the site shows the server's
 * refusal instead of downloading the list. Built on first use (about 10,000 short strings).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}
