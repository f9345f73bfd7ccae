import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineLomiElement } from './define.ts';
import { lomiElementsVersion } from '../version.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const newClass = () => class extends HTMLElement {};

/** A registry per test: the document's `customElements` cannot forget a definition. */
function newRegistry(): CustomElementRegistry {
  const definitions = new Map<string, CustomElementConstructor>();
  return {
    get: (tag: string) => definitions.get(tag),
    define: (tag: string, constructor: CustomElementConstructor) => {
      if (definitions.has(tag)) throw new DOMException(`${tag} is already defined`, 'NotSupportedError');
      definitions.set(tag, constructor);
    },
  } as CustomElementRegistry;
}
const versionKey = Symbol.for('lomi.elements.version');

describe('defineLomiElement', () => {
  it('defines the tag with the given class', () => {
    const registry = newRegistry();
    const Card = newClass();
    defineLomiElement('lomi-campaign-card', Card, registry);
    expect(registry.get('lomi-campaign-card')).toBe(Card);
  });

  it('keeps the first definition quietly when the snippet is included twice (same version)', () => {
    const registry = newRegistry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const First = newClass();
    defineLomiElement('lomi-campaign-card', First, registry);
    defineLomiElement('lomi-campaign-card', newClass(), registry);
    expect(registry.get('lomi-campaign-card')).toBe(First);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the first definition and warns with [lomi] when another version defined the tag', () => {
    const registry = newRegistry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Older = newClass();
    Object.defineProperty(Older, versionKey, { value: '0.0.1' });
    registry.define('lomi-progress-meter', Older);
    defineLomiElement('lomi-progress-meter', newClass(), registry);
    expect(registry.get('lomi-progress-meter')).toBe(Older);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[lomi\] <lomi-progress-meter> is already defined by @lomi\/elements 0\.0\.1/,
    );
    expect(warn.mock.calls[0]?.[0]).toContain(lomiElementsVersion);
  });
});
