// A type test, compiled by `tsc -b` and never run: what `createPageCatalog` accepts. Each `@ts-expect-error`
// fails the compilation if its line type-checks. The loaders stand in for `import('./en.json', …)`, whose
// type is `{ default: { "<key>": string, … } }` like theirs.
import { createPageCatalog, type PageCatalogKey } from './create-page-catalog.tsx';

const en = { 'demo.title': 'Title', 'demo.body': 'Body' };

export const matching = createPageCatalog({
  en: async () => ({ default: en }),
  am: async () => ({ default: { 'demo.title': 'ርዕስ', 'demo.body': 'ይዘት' } }),
});

// The keys are those of en.json.
export const title: PageCatalogKey<typeof matching> = 'demo.title';
// @ts-expect-error not a key of en.json
export const unknownKey: PageCatalogKey<typeof matching> = 'demo.subtitle';

export const amLacksAKey = createPageCatalog(
  // @ts-expect-error am.json lacks 'demo.body'
  {
    en: async () => ({ default: en }),
    am: async () => ({ default: { 'demo.title': 'ርዕስ' } }),
  },
);

export const amAddsAKey = createPageCatalog(
  // @ts-expect-error am.json has 'demo.footer', which en.json has not
  {
    en: async () => ({ default: en }),
    am: async () => ({ default: { 'demo.title': 'ርዕስ', 'demo.body': 'ይዘት', 'demo.footer': 'ግርጌ' } }),
  },
);

export const oneLanguage = createPageCatalog(
  // @ts-expect-error each language has its loader
  { en: async () => ({ default: en }) },
);
