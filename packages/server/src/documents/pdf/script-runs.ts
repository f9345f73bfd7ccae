/** A stretch of text written in one font: Ethiopic letters or everything else. */
export interface ScriptRun {
  text: string;
  ethiopic: boolean;
}

// The Unicode blocks of the Ethiopic script: Ethiopic, Ethiopic Supplement, Ethiopic Extended, Extended-A
// and Extended-B. Spaces and punctuation between two Ethiopic words stay in the Latin font's run; Noto Sans
// has them, and Ethiopic punctuation (። ፣) is inside the first block.
const ETHIOPIC_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1200, 0x139f],
  [0x2d80, 0x2ddf],
  [0xab00, 0xab2f],
  [0x1e7e0, 0x1e7ff],
];

/** Whether `codePoint` is an Ethiopic character (then only Noto Sans Ethiopic has its glyph). */
export function isEthiopic(codePoint: number): boolean {
  return ETHIOPIC_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * Splits `text` into runs of Ethiopic and other characters, in order, so each can be written in a font that
 * has its glyphs (Noto Sans Ethiopic has no Latin letters, Noto Sans no Ethiopic ones). One pass over the
 * code points; no regular expression.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const ethiopic = isEthiopic(character.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.ethiopic === ethiopic) last.text += character;
    else runs.push({ text: character, ethiopic });
  }
  return runs;
}
