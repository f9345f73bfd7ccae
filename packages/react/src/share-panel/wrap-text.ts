/** What text wrapping needs of a canvas context. */
export type TextMeasurer = Pick<CanvasRenderingContext2D, 'measureText'>;

const ellipsis = '…';

/**
 * Breaks `text` into lines no wider than `maxWidth` in the context's current font: at spaces (Amharic
 * separates words with spaces too), and inside a word only when the word alone is too wide (a long link).
 * Past `maxLines`, the last line ends with an ellipsis.
 */
export function wrapText(context: TextMeasurer, text: string, maxWidth: number, maxLines: number): string[] {
  const fits = (line: string) => context.measureText(line).width <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line is cut where it no longer fits.
    for (const character of word) {
      if (line && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && !fits(last + ellipsis)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = last.trimEnd() + ellipsis;
  return kept;
}
