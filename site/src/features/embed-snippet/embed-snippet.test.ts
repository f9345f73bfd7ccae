import { describe, expect, it } from 'vitest';
import { campaignSnippet, elementSnippet, loaderSnippet, withLoader } from './embed-snippet.ts';

describe('campaignSnippet', () => {
  it('is the loader from the origin, then the element with campaign-id, lang and theme', () => {
    expect(
      campaignSnippet({
        origin: 'https://lomi.example',
        tag: 'lomi-campaign-card',
        campaignId: 12,
        lang: 'am',
        theme: 'dark',
      }),
    ).toBe(
      '<script async src="https://lomi.example/embed/lomi.js"></script>\n' +
        '<lomi-campaign-card campaign-id="12" lang="am" theme="dark"></lomi-campaign-card>',
    );
  });

  it('writes each element offered, in English and light', () => {
    for (const tag of ['lomi-donate-button', 'lomi-progress-meter'] as const) {
      const snippet = campaignSnippet({
        origin: 'http://127.0.0.1:3000',
        tag,
        campaignId: 7,
        lang: 'en',
        theme: 'light',
      });
      expect(snippet.split('\n')).toEqual([
        '<script async src="http://127.0.0.1:3000/embed/lomi.js"></script>',
        `<${tag} campaign-id="7" lang="en" theme="light"></${tag}>`,
      ]);
    }
  });

  it('keeps only the origin of the address it is given', () => {
    const snippet = campaignSnippet({
      origin: 'https://lomi.example:8443/campaign/12?lang=am',
      tag: 'lomi-progress-meter',
      campaignId: 12,
      lang: 'en',
      theme: 'light',
    });
    expect(snippet).toContain('src="https://lomi.example:8443/embed/lomi.js"');
  });

  it('refuses campaign ids that are not positive whole numbers', () => {
    for (const campaignId of [0, -3, 1.5, Number.NaN]) {
      expect(() =>
        campaignSnippet({
          origin: 'https://lomi.example',
          tag: 'lomi-campaign-card',
          campaignId,
          lang: 'en',
          theme: 'light',
        }),
      ).toThrow(/campaignId must be a positive whole number/);
    }
  });
});

describe('loaderSnippet', () => {
  it('refuses what is not an http(s) origin, naming it', () => {
    expect(() => loaderSnippet('lomi.example')).toThrow('"lomi.example" is not an address');
    expect(() => loaderSnippet('javascript:alert(1)')).toThrow(/not an http\(s\) origin/);
  });
});

describe('elementSnippet', () => {
  it('escapes attribute values and writes true as a bare attribute', () => {
    expect(elementSnippet('lomi-donate-dialog', { 'campaign-id': '1" onclick="x', open: true })).toBe(
      '<lomi-donate-dialog campaign-id="1&quot; onclick=&quot;x" open></lomi-donate-dialog>',
    );
  });

  it('refuses a tag that is not a Lomi element', () => {
    expect(() => elementSnippet('script', {})).toThrow('"script" is not a Lomi element\'s tag.');
    expect(() => elementSnippet('lomi-x><script', {})).toThrow(/is not a Lomi element/);
  });
});

describe('withLoader', () => {
  it('puts the loader on the line before the markup', () => {
    expect(withLoader('https://lomi.example', '<lomi-share-panel campaign-id="3"></lomi-share-panel>')).toBe(
      '<script async src="https://lomi.example/embed/lomi.js"></script>\n<lomi-share-panel campaign-id="3"></lomi-share-panel>',
    );
  });
});
