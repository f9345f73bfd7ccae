/**
 * WCAG 2.5.3 Label in Name, word by word in any script: a control named by `aria-label` or
 * `aria-labelledby` must have its visible words, in order, among the words of that name, so someone who says
 * what they see ("click Facebook") reaches it. axe's own rule (`label-content-name-mismatch`) lets Amharic
 * mismatches through: its word splitter cuts `በFacebook` into two words, and it drops short text whose glyphs
 * it takes for an icon font. Visible text counts even when `aria-hidden`; text that is `hidden`, not displayed
 * or visually hidden (a `…visually-hidden` or `sr-only` class) does not, nor does a lone character, nor text
 * drawn inside an `<svg>` (a logo's letters are part of a picture, not a label anyone reads out).
 *
 * Self-contained (no imports, no outer names) so Playwright can run it in the page: `page.evaluate(…)` or
 * `locator.evaluate(…)`. Returns one line per violation; open shadow roots are searched too.
 */
export function labelInNameViolations(root: Node = document): string[] {
  // Native controls and the widget roles whose name may come from their content.
  const ROLES = [
    'button',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'radio',
    'switch',
  ];
  const CONTROLS = ['a[href]', 'button', 'summary']
    .concat([...ROLES, 'tab', 'checkbox', 'treeitem'].map((role) => `[role="${role}"]`))
    .join(', ');

  const words = (text: string): string[] =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((word) => word !== '');

  // A lone character (an avatar's initial, ×) reads as a symbol, not a label: axe skips it too.
  const containsRun = (name: string[], visible: string[]): boolean =>
    visible.length === 0 ||
    (visible.length === 1 && [...visible[0]!].length === 1) ||
    name.some((_word, start) => visible.every((word, offset) => name[start + offset] === word));

  const isUnseen = (element: Element, control: Element): boolean => {
    for (let node: Element | null = element; node; node = node === control ? null : node.parentElement) {
      if (node.hasAttribute('hidden') || node.localName === 'svg') return true;
      const classes = (node.getAttribute('class') ?? '').split(/\s+/);
      if (classes.some((name) => name.endsWith('visually-hidden') || name === 'sr-only')) return true;
      const style = node.ownerDocument.defaultView?.getComputedStyle(node);
      if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
    }
    return false;
  };

  const visibleText = (control: Element): string => {
    const walker = control.ownerDocument.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (parent && !isUnseen(parent, control)) parts.push(text.textContent ?? '');
    }
    return parts.join(' ');
  };

  const givenName = (control: Element): string | null => {
    const ids = control.getAttribute('aria-labelledby');
    if (ids) {
      const scope = control.getRootNode() as Document | ShadowRoot;
      return ids
        .split(/\s+/)
        .map((id) => scope.getElementById(id)?.textContent ?? '')
        .join(' ');
    }
    return control.getAttribute('aria-label');
  };

  const violations: string[] = [];
  const search = (scope: ParentNode): void => {
    for (const element of scope.querySelectorAll('*')) {
      if (element.shadowRoot) search(element.shadowRoot);
      if (!element.matches(CONTROLS)) continue;
      const name = givenName(element);
      if (name === null) continue;
      const visible = visibleText(element).replace(/\s+/g, ' ').trim();
      if (!containsRun(words(name), words(visible))) {
        violations.push(
          `label-in-name: <${element.localName}> named "${name}" does not contain its visible text "${visible}"`,
        );
      }
    }
  };
  if (root instanceof Element && root.shadowRoot) search(root.shadowRoot);
  search(root as ParentNode);
  return violations;
}
