import { DONOR_NAME_MAX_LENGTH } from '../constants/constants.ts';

// §5 "first/last name letters only", for names in any script: a letter (`\p{L}`: Ethiopic syllables such as
// ሀ–ፐ, Latin with or without accents, Arabic, Devanagari…), then letters with their combining marks (`\p{M}`:
// accents typed as separate code points, vowel signs of Indic scripts, Ethiopic gemination marks) and the
// zero-width (non-)joiners that Persian and Indic names need. Letter runs may be joined by what real names
// use: spaces (`Abebe Kebede`, `ወልደ ጊዮርጊስ`; a doubled space is a slip, not worth refusing), or one hyphen
// (`Jean-Luc`), one apostrophe, straight or typographic as phone keyboards type it (`O'Brien`, `N’Dour`), or
// one slash, the usual Ethiopian shortening of compound names (`G/Medhin`, `ወ/ማርያም`). Digits (Ethiopic ፩
// too), periods, other symbols and emoji are refused, and so is a name that starts or ends with a joiner.
const LETTER_RUN = String.raw`\p{L}[\p{L}\p{M}\u200C\u200D]*`;
const PERSON_NAME = new RegExp(String.raw`^${LETTER_RUN}(?:(?: +|[-'’/])${LETTER_RUN})*$`, 'u');

/**
 * Whether `text` (surrounding spaces ignored) is a first or last name of letters only (§5), in any script;
 * see the rule above for the spaces, hyphens, apostrophes and slashes allowed between letters, and at most
 * `DONOR_NAME_MAX_LENGTH` characters, the longest name any form keeps (checked before the pattern). An
 * empty name is not valid here: callers decide whether the name is optional.
 */
export function isValidPersonName(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= DONOR_NAME_MAX_LENGTH && PERSON_NAME.test(trimmed);
}
