import { describe, expect, it } from 'vitest';
import { preloadsCatalogOnLoad } from './eager-catalog-module.ts';

describe('preloadsCatalogOnLoad', () => {
  it('spots a top-level call of preloadInDocumentLanguage, under any imported name', () => {
    const direct = `
      import { createPageCatalog, preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
      const catalog = createPageCatalog({ en: () => import('../i18n/campaign/en.json'), am: () => import('../i18n/campaign/am.json') });
      preloadInDocumentLanguage(catalog);`;
    expect(preloadsCatalogOnLoad('/site/src/campaign/campaign-text.ts', direct)).toBe(true);
    const renamed = `
      import { preloadInDocumentLanguage as preload } from '../page-text/create-page-catalog.tsx';
      preload(catalog);`;
    expect(preloadsCatalogOnLoad('/site/src/x/x-text.tsx', renamed)).toBe(true);
  });

  it('ignores calls that run later, the definition, and other functions of the same name', () => {
    const later = `
      import { preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
      export function start() { preloadInDocumentLanguage(catalog); }`;
    expect(preloadsCatalogOnLoad('/site/src/x/x.ts', later)).toBe(false);
    const definition = `export function preloadInDocumentLanguage(catalog: Catalog): void { catalog.preload('en'); }`;
    expect(preloadsCatalogOnLoad('/site/src/page-text/create-page-catalog.tsx', definition)).toBe(false);
    const local = `const preloadInDocumentLanguage = () => 1;\npreloadInDocumentLanguage();`;
    expect(preloadsCatalogOnLoad('/site/src/x/x.ts', local)).toBe(false);
    expect(preloadsCatalogOnLoad('/site/src/x/x.ts', 'export const a = 1;')).toBe(false);
  });
});
