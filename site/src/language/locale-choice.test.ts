import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, parseLocale, rememberLocale } from './locale-choice.ts';

function fakeStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('initialLocale', () => {
  it('follows the browser: Amharic when its first language starts with am', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(initialLocale('', ['am-ET', 'en'])).toBe('am');
    expect(initialLocale('', ['am'])).toBe('am');
    expect(initialLocale('', ['en-US', 'am'])).toBe('en');
    expect(initialLocale('', [])).toBe('en');
  });

  it('lets ?lang= win over the browser and ignores unknown values', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(initialLocale('?lang=am', ['en-US'])).toBe('am');
    expect(initialLocale('?lang=en', ['am-ET'])).toBe('en');
    expect(initialLocale('?lang=fr', ['am-ET'])).toBe('am');
  });

  it('remembers an explicit choice over the browser, but ?lang= still wins', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    rememberLocale('en');
    expect(initialLocale('', ['am-ET'])).toBe('en');
    expect(initialLocale('?lang=am', ['am-ET'])).toBe('am');
  });

  it('works when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberLocale('am')).not.toThrow();
    expect(initialLocale('', ['am-ET'])).toBe('am');
  });
});

describe('parseLocale', () => {
  it('accepts exactly en and am', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('am')).toBe('am');
    expect(parseLocale('AM')).toBeNull();
    expect(parseLocale(null)).toBeNull();
  });
});
