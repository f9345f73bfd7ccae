import { describe, expect, it } from 'vitest';
import { browserLanguages, siteLocale } from '../../src/static/site-locale.ts';

describe('siteLocale', () => {
  const request = (overrides: Partial<Parameters<typeof siteLocale>[0]>) =>
    siteLocale({ lang: null, cookieHeader: undefined, acceptLanguage: undefined, ...overrides });

  it('follows the browser: Amharic when its first language starts with am, else English', () => {
    expect(request({ acceptLanguage: 'am-ET,am;q=0.9,en;q=0.8' })).toBe('am');
    expect(request({ acceptLanguage: 'am' })).toBe('am');
    expect(request({ acceptLanguage: 'en-US,en;q=0.9,am;q=0.8' })).toBe('en');
    expect(request({ acceptLanguage: 'fr-FR' })).toBe('en');
    expect(request({})).toBe('en');
  });

  it('reads the browser languages by weight, as navigator.languages lists them', () => {
    expect(request({ acceptLanguage: 'en;q=0.5, am-ET;q=0.9' })).toBe('am');
    expect(request({ acceptLanguage: 'am;q=0, en' })).toBe('en');
  });

  it('lets a remembered choice win over the browser', () => {
    expect(request({ cookieHeader: 'lomi-locale=en', acceptLanguage: 'am-ET' })).toBe('en');
    expect(request({ cookieHeader: 'user-token=x; lomi-locale=am', acceptLanguage: 'en-US' })).toBe('am');
  });

  it('lets ?lang= win over the remembered choice and the browser', () => {
    expect(request({ lang: 'am', cookieHeader: 'lomi-locale=en', acceptLanguage: 'en-US' })).toBe('am');
    expect(request({ lang: 'en', cookieHeader: 'lomi-locale=am', acceptLanguage: 'am-ET' })).toBe('en');
  });

  it('ignores values that name no language of Lomi, exactly as the site does', () => {
    expect(request({ lang: 'fr', acceptLanguage: 'am-ET' })).toBe('am');
    expect(request({ lang: 'AM', acceptLanguage: 'en-US' })).toBe('en');
    expect(request({ cookieHeader: 'lomi-locale=fr', acceptLanguage: 'am-ET' })).toBe('am');
    expect(request({ cookieHeader: 'my-lomi-locale=am', acceptLanguage: 'en-US' })).toBe('en');
  });
});

describe('browserLanguages', () => {
  it('sorts by q, keeps the order of equal weights and drops q=0 and *', () => {
    expect(browserLanguages('en-US,en;q=0.9,am;q=0.95,*;q=0.5,fr;q=0')).toEqual(['en-US', 'am', 'en']);
    expect(browserLanguages(' am , en ')).toEqual(['am', 'en']);
    expect(browserLanguages('')).toEqual([]);
    expect(browserLanguages(undefined)).toEqual([]);
  });
});
