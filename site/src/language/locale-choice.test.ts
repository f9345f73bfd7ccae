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

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
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

  it('remembers the choice in a cookie the server reads, for a year, on the whole site', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const cookie = vi.spyOn(document, 'cookie', 'set');
    rememberLocale('am');
    expect(cookie).toHaveBeenCalledWith('lomi-locale=am; Max-Age=31536000; Path=/; SameSite=Lax');
    cookie.mockRestore();
    expect(document.cookie).toContain('lomi-locale=am');
    // The cookie alone is enough, as when localStorage was cleared.
    vi.stubGlobal('localStorage', fakeStorage());
    expect(initialLocale('', ['en-US'])).toBe('am');
  });

  it('prefers the cookie to an older choice in localStorage', () => {
    const storage = fakeStorage();
    storage.setItem('lomi-locale', 'en');
    vi.stubGlobal('localStorage', storage);
    document.cookie = 'lomi-locale=am; Path=/';
    expect(initialLocale('', ['en-US'])).toBe('am');
  });

  it('copies a choice made before the cookie existed into the cookie', () => {
    const storage = fakeStorage();
    storage.setItem('lomi-locale', 'am');
    vi.stubGlobal('localStorage', storage);
    expect(document.cookie).not.toContain('lomi-locale');
    expect(initialLocale('', ['en-US'])).toBe('am');
    expect(document.cookie).toContain('lomi-locale=am');
  });

  it('ignores a cookie that names no language of Lomi', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    document.cookie = 'lomi-locale=fr; Path=/';
    expect(initialLocale('', ['am-ET'])).toBe('am');
    expect(initialLocale('', ['en-US'])).toBe('en');
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
