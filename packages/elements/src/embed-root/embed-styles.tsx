import { createContext, useContext, useLayoutEffect, useState } from 'react';

/**
 * The shadow root the element renders into, for components that bring CSS of their own into it later
 * (a lazily loaded dialog). Provided by `EmbedRoot`.
 */
export const EmbedShadowRoot = createContext<ShadowRoot | undefined>(undefined);

// One sheet per distinct CSS text, shared by every element on the page: ten cards parse their CSS once.
const sheets = new Map<string, CSSStyleSheet>();

/** Whether `root` takes constructable stylesheets (Chrome 73+, Firefox 101+, Safari 16.4+). */
export function canAdoptStyles(root: ShadowRoot | undefined): root is ShadowRoot {
  return (
    root !== undefined &&
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Adds `css` to `root` as a constructable stylesheet; `first` puts it before the sheets already there (the
 * element's base CSS, which later sheets may override, as a later `<style>` would). Returns the function
 * that removes it again. Throws when the browser refuses the sheet (a root in another document).
 */
export function adoptStyles(root: ShadowRoot, css: string, first = false): () => void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  const adopted = sheet;
  root.adoptedStyleSheets = first
    ? [adopted, ...root.adoptedStyleSheets]
    : [...root.adoptedStyleSheets, adopted];
  return () => {
    const current = [...root.adoptedStyleSheets];
    const index = current.lastIndexOf(adopted);
    if (index === -1) return;
    current.splice(index, 1);
    root.adoptedStyleSheets = current;
  };
}

/**
 * Puts `css` into the element's shadow root. Constructable stylesheets (`adoptedStyleSheets`) are not
 * subject to a host page's Content-Security-Policy `style-src`, which blocks inline `<style>` elements
 * unless the page allows `'unsafe-inline'`; so the elements work under a strict CSP. A `<style>` element
 * stands in only where the browser has no `adoptedStyleSheets`.
 */
export function EmbedStyles({ css, first = false }: { css: string; first?: boolean }) {
  const root = useContext(EmbedShadowRoot);
  const [refused, setRefused] = useState(false);
  const adopt = !refused && canAdoptStyles(root);

  // A layout effect, so the CSS is in place before the first paint.
  useLayoutEffect(() => {
    if (!adopt || !root) return undefined;
    try {
      return adoptStyles(root, css, first);
    } catch {
      setRefused(true);
      return undefined;
    }
  }, [adopt, root, css, first]);

  return adopt ? null : <style>{css}</style>;
}
