/**
 * Puts `text` on the clipboard: through the Clipboard API where the page may use it, else by selecting it
 * in `field` (a read-only input showing the same text) and `document.execCommand('copy')`, which older
 * browsers and pages served over plain HTTP still allow. Resolves `false` when neither worked; the text is
 * then left selected for the person to copy.
 */
export async function copyToClipboard(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an iframe without clipboard-write, not a secure context): try the old way.
  }
  if (!field) return false;
  // The field may sit in a shadow root, whose activeElement is the button inside it.
  const focused = (field.getRootNode() as Document | ShadowRoot).activeElement;
  field.focus();
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  // Focus goes back to the button that asked, unless nothing could be copied: then the selected link is
  // where the person needs to be.
  if (copied && focused instanceof HTMLElement) focused.focus();
  return copied;
}
