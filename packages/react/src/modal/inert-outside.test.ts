import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('makes every sibling up the tree inert and undoes only its own changes', () => {
    document.body.innerHTML = `
      <header id="header"><a href="/">Home</a></header>
      <main id="main">
        <p id="before">Text</p>
        <div id="wrapper"><div id="dialog"></div><button id="beside">Beside</button></div>
        <aside id="already" inert></aside>
      </main>
      <script id="script"></script>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;

    const restore = inertOutside(byId('dialog'));

    for (const id of ['header', 'before', 'beside']) expect(byId(id).hasAttribute('inert'), id).toBe(true);
    for (const id of ['main', 'wrapper', 'dialog', 'script'])
      expect(byId(id).hasAttribute('inert'), id).toBe(false);
    restore();
    for (const id of ['header', 'before', 'beside']) expect(byId(id).hasAttribute('inert'), id).toBe(false);
    expect(byId('already').hasAttribute('inert')).toBe(true);
  });

  it('leaves the toasts region alone, so a toast shown above a modal is still heard', () => {
    document.body.innerHTML =
      '<div id="app"></div><div id="toasts" data-lomi-toasts></div><div id="dialog"></div>';

    inertOutside(document.getElementById('dialog') as HTMLElement);

    expect(document.getElementById('app')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('toasts')?.hasAttribute('inert')).toBe(false);
  });

  it('crosses a shadow root to the host page, as in an embed', () => {
    document.body.innerHTML =
      '<nav id="nav"></nav><lomi-host id="host"></lomi-host><footer id="footer"></footer>';
    const host = document.getElementById('host') as HTMLElement;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<style></style><button id="opener">Donate</button><div id="dialog"></div>';

    const restore = inertOutside(shadow.getElementById('dialog') as HTMLElement);

    expect(shadow.getElementById('opener')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('nav')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('footer')?.hasAttribute('inert')).toBe(true);
    expect(host.hasAttribute('inert')).toBe(false);
    restore();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(shadow.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
