/** A `%…%` ILIKE pattern matching `text` literally: `%`, `_` and `\` in user input lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
