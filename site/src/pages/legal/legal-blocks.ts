/** A block of a legal text: a paragraph, or a bulleted list. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Splits a section's text from the catalog into blocks. Translators write plain text: paragraphs separated by
 * a blank line, and a list as lines that each start with "- ". No markup reaches the page as HTML.
 */
export function legalBlocks(text: string): LegalBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
