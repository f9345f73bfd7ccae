import { afterEach, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EmbedShadowRoot, EmbedStyles } from './embed-styles.tsx';

afterEach(cleanup);

/** A shadow root; with `adopting`, one that takes constructable stylesheets (jsdom's do not). */
function shadowRoot({ adopting }: { adopting: boolean }): ShadowRoot {
  const host = document.createElement('lomi-campaign-card');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  if (adopting) {
    let sheets: CSSStyleSheet[] = [];
    Object.defineProperty(root, 'adoptedStyleSheets', {
      get: () => sheets,
      set: (value: CSSStyleSheet[]) => (sheets = value),
    });
  }
  return root;
}

function renderInto(root: ShadowRoot, ui: React.ReactNode) {
  const container = document.createElement('div');
  root.append(container);
  return render(<EmbedShadowRoot.Provider value={root}>{ui}</EmbedShadowRoot.Provider>, { container });
}

const rulesOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

it('adopts the CSS as a constructable stylesheet, with no <style> element a strict CSP would block', () => {
  const root = shadowRoot({ adopting: true });
  renderInto(root, <EmbedStyles css=".card { color: green; }" />);

  expect(root.querySelector('style')).toBeNull();
  expect(rulesOf(root)).toEqual(['.card { color: green; }']);
});

it('puts the base CSS first, so CSS added later overrides it as a later <style> would', () => {
  const root = shadowRoot({ adopting: true });
  renderInto(
    root,
    <>
      <EmbedStyles css=".dialog { color: red; }" />
      <EmbedStyles css=".base { color: blue; }" first />
    </>,
  );

  expect(rulesOf(root)).toEqual(['.base { color: blue; }', '.dialog { color: red; }']);
});

it('shares one sheet between elements with the same CSS, and removes it when an element goes', () => {
  const first = shadowRoot({ adopting: true });
  const second = shadowRoot({ adopting: true });
  const shown = renderInto(first, <EmbedStyles css=".shared { margin: 0px; }" />);
  renderInto(second, <EmbedStyles css=".shared { margin: 0px; }" />);

  expect(first.adoptedStyleSheets).toHaveLength(1);
  expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);

  shown.unmount();
  expect(first.adoptedStyleSheets).toEqual([]);
  expect(second.adoptedStyleSheets).toHaveLength(1);
});

it('falls back to a <style> element where the browser has no adoptedStyleSheets', () => {
  const root = shadowRoot({ adopting: false });
  renderInto(root, <EmbedStyles css=".card { color: green; }" />);

  expect(root.querySelector('style')?.textContent).toBe('.card { color: green; }');
});

it('falls back to a <style> element when the browser refuses the sheet', () => {
  const root = shadowRoot({ adopting: false });
  Object.defineProperty(root, 'adoptedStyleSheets', {
    get: () => [],
    set: () => {
      throw new DOMException('Sharing constructed stylesheets across documents', 'NotAllowedError');
    },
  });
  renderInto(root, <EmbedStyles css=".card { color: green; }" />);

  expect(root.querySelector('style')?.textContent).toBe('.card { color: green; }');
});

it('renders a <style> element outside a shadow root', () => {
  const { container } = render(<EmbedStyles css=".card { color: green; }" />);

  expect(container.querySelector('style')?.textContent).toBe('.card { color: green; }');
});
