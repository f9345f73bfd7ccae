import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale.ts';

describe('resolveLocale', () => {
  it('takes an explicit en or am first', () => {
    expect(resolveLocale({ param: 'am', htmlLang: 'en', navigatorLanguages: ['en-US'] })).toBe('am');
    expect(resolveLocale({ param: 'EN', htmlLang: 'am', navigatorLanguages: ['am-ET'] })).toBe('en');
  });

  it('ignores a parameter that is not a supported language', () => {
    expect(resolveLocale({ param: 'fr', navigatorLanguages: ['am-ET'] })).toBe('am');
    expect(resolveLocale({ param: '', navigatorLanguages: ['en-GB'] })).toBe('en');
  });

  it("then follows the host page's html lang when it is one we speak", () => {
    expect(resolveLocale({ htmlLang: 'am-ET', navigatorLanguages: ['en-US'] })).toBe('am');
    expect(resolveLocale({ htmlLang: 'en_GB', navigatorLanguages: ['am'] })).toBe('en');
    expect(resolveLocale({ htmlLang: 'fr', navigatorLanguages: ['am-ET'] })).toBe('am');
  });

  it('then picks Amharic when the browser language starts with am, else English', () => {
    expect(resolveLocale({ navigatorLanguages: ['am-ET', 'en'] })).toBe('am');
    expect(resolveLocale({ navigatorLanguages: ['Am'] })).toBe('am');
    expect(resolveLocale({ navigatorLanguages: ['en-US', 'am'] })).toBe('en');
    expect(resolveLocale({ navigatorLanguages: ['ti-ER'] })).toBe('en');
    expect(resolveLocale({ navigatorLanguages: [] })).toBe('en');
    expect(resolveLocale()).toBe('en');
  });
});
