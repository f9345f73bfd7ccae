/**
 * A description from the element descriptor (English, Markdown with `code` spans only) as React nodes: the
 * spans between backticks become <code>.
 */
export function DocText({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
