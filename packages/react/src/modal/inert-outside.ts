/**
 * Makes everything on the page except `keep` (and its ancestors) inert: not focusable, not clickable, hidden
 * from assistive technology. Walks up from `keep`, crossing shadow roots to their hosts, so it works for the
 * site and for an embed alike. Returns a function that undoes exactly what it changed.
 */
export function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  let node: Element = keep;
  while (node !== document.body && node !== document.documentElement) {
    const parent: ParentNode | null = node.parentNode;
    if (parent === null) break;
    for (const sibling of parent.children) {
      if (sibling === node || sibling.hasAttribute('inert') || isLeftAlone(sibling)) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    if (parent instanceof ShadowRoot) node = parent.host;
    else if (parent instanceof Element) node = parent;
    else break;
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

// Toasts (toast/toast-provider.tsx) stay live and hoverable above a modal: they report on what the dialog did.
function isLeftAlone(element: Element): boolean {
  return (
    ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName) ||
    element.hasAttribute('data-lomi-toasts')
  );
}
