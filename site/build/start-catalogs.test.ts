import { describe, expect, it } from 'vitest';
import { START_FEATURES } from '../src/language/start-features.ts';
import { startCatalogLocale } from './start-catalogs.ts';

describe('startCatalogLocale', () => {
  it("names the language of the site catalog and of the start features' catalogs", () => {
    expect(startCatalogLocale('/repo/site/src/i18n/en.json')).toBe('en');
    expect(startCatalogLocale('/repo/site/src/i18n/am.json')).toBe('am');
    for (const feature of START_FEATURES) {
      expect(startCatalogLocale(`/repo/packages/core/src/i18n/messages/${feature}/am.json`)).toBe('am');
    }
  });

  it('leaves out page catalogs, the other shared features and any other module', () => {
    expect(startCatalogLocale('/repo/site/src/i18n/campaign/en.json')).toBeNull();
    expect(startCatalogLocale('/repo/packages/core/src/i18n/messages/donate-wizard/en.json')).toBeNull();
    expect(startCatalogLocale('/repo/site/src/i18n/site-messages.ts')).toBeNull();
    expect(startCatalogLocale('/repo/site/src/i18n/fr.json')).toBeNull();
  });
});
