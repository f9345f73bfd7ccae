import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, tabbableElements } from './focusable.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabbableElements', () => {
  it('lists what Tab reaches, a radio group once, skipping disabled, hidden and inert parts', () => {
    document.body.innerHTML = `
      <div id="root">
        <button id="a">A</button>
        <input type="radio" name="m" id="r1"><input type="radio" name="m" id="r2">
        <button disabled>Off</button>
        <input type="hidden">
        <div hidden><button>Hidden</button></div>
        <div inert><a href="#">Inert</a></div>
        <div tabindex="-1">Programmatic only</div>
        <textarea id="t"></textarea>
        <a id="l" href="#x">Link</a>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;

    expect(tabbableElements(root).map((element) => element.id)).toEqual(['a', 'r1', 't', 'l']);
    (document.getElementById('r2') as HTMLInputElement).checked = true;
    expect(tabbableElements(root).map((element) => element.id)).toEqual(['a', 'r2', 't', 'l']);
  });
});

describe('deepActiveElement', () => {
  it('finds focus inside a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    shadow.append(button);

    button.focus();

    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(button);
  });
});
