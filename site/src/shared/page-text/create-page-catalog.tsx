import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLocale, type Locale, type LomiMessages, type MessageAst } from '@lomi/core';
import { LomiProvider, useLomiClient, useLomiIntl, useLomiSettings } from '@lomi/react';
import type { MessageValues } from '../../language/use-site-text.ts';
import type { SameKeys } from './same-keys.ts';

/** The texts of one page catalog in one language (precompiled to ASTs by the build). */
export type PageMessages<Key extends string> = Record<Key, string | MessageAst>;

/** Translates a key of a page catalog in the current language. */
export type PageText<Key extends string> = (key: Key, values?: MessageValues) => string;

export interface PageTextProviderProps {
  /** Shown until the texts of the current language are there. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** A catalog of texts only some pages show, fetched when one of them is first shown. */
export interface PageCatalog<Key extends string> {
  /**
   * Gives its children the catalog's texts on top of the site's, fetching them the first time. After a
   * language switch the children keep their text until the new language's arrives, rather than vanishing
   * behind the fallback. A catalog that cannot be downloaded reaches the nearest `LoadErrorBoundary`.
   */
  Provider: (props: PageTextProviderProps) => ReactNode;
  /** The typed translator of the catalog; only inside its `Provider`. */
  useText: () => PageText<Key>;
  /**
   * Starts fetching the catalog of `locale` now (a page's module calls it as it loads, so its texts come with
   * its code instead of one round trip after its first render). Failures surface when the Provider renders.
   */
  preload: (locale: Locale) => void;
}

/** A catalog file as `import('./en.json', { with: { type: 'json' } })` gives it. */
export interface CatalogModule<Messages> {
  default: Messages;
}

/** How a page catalog is fetched: one dynamic import per language, so each language is a chunk of its own. */
export interface PageCatalogLoaders<En, Am> {
  en: () => Promise<CatalogModule<En>>;
  am: () => Promise<CatalogModule<Am>>;
}

/** The keys of a page catalog made by `createPageCatalog`. */
export type PageCatalogKey<Catalog> = Catalog extends PageCatalog<infer Key> ? Key : never;

/**
 * Makes a page catalog from the dynamic imports of its two languages; its keys are those of en.json, and
 * am.json must have exactly the same (else a compile error names the keys that differ). The site catalog
 * every first visit downloads holds only what the layout and the start pages need; long texts (legal pages,
 * the FAQ, the SDK docs) and the texts of pages few visitors open live in catalogs of their own, under
 * `site/src/i18n/<name>/{en,am}.json`, each declared beside the pages that show it:
 *
 *     const aboutCatalog = createPageCatalog({
 *       en: () => import('../../i18n/about/en.json', { with: { type: 'json' } }),
 *       am: () => import('../../i18n/about/am.json', { with: { type: 'json' } }),
 *     });
 *
 * The imports stay literal in the page's module: the build finds a catalog by them (site/build/route-preloads.ts).
 */
export function createPageCatalog<En extends Record<string, string>, Am extends Record<string, string>>(
  loaders: PageCatalogLoaders<En, Am> & NoInfer<SameKeys<En, Am>>,
): PageCatalog<keyof En & string> {
  type Key = keyof En & string;
  // The types say string; the build precompiles each message to its AST (`PageMessages`).
  const load = async (locale: Locale) => (await loaders[locale]()).default as PageMessages<Key>;
  // One request per language for the life of the page (a failed one is forgotten, so a later mount retries),
  // and the catalogs already here, so a page shown again renders at once instead of after a fallback.
  const requests = new Map<Locale, Promise<PageMessages<Key>>>();
  const loaded = new Map<Locale, PageMessages<Key>>();

  function request(locale: Locale): Promise<PageMessages<Key>> {
    let pending = requests.get(locale);
    if (!pending) {
      pending = load(locale).then(
        (messages) => {
          loaded.set(locale, messages);
          return messages;
        },
        (error: unknown) => {
          requests.delete(locale);
          throw error;
        },
      );
      requests.set(locale, pending);
    }
    return pending;
  }

  function Provider({ fallback = null, children }: PageTextProviderProps) {
    const { locale, theme } = useLomiSettings();
    const site = useLomiIntl();
    const client = useLomiClient();
    const [catalog, setCatalog] = useState<{ locale: Locale; messages: PageMessages<Key> } | null>(() => {
      const messages = loaded.get(locale);
      return messages ? { locale, messages } : null;
    });
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);

    useEffect(() => {
      if (catalog?.locale === locale) return;
      let current = true;
      request(locale).then(
        (messages) => current && setCatalog({ locale, messages }),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [locale, catalog?.locale]);

    // The parent's messages are the LomiMessages the site's provider was given; ours come on top.
    const messages = useMemo(
      () => catalog && { ...(site.messages as unknown as LomiMessages), ...catalog.messages },
      [site.messages, catalog],
    );
    if (failure) throw failure.error;
    if (!messages) return fallback;
    return (
      <LomiProvider client={client} locale={locale} theme={theme} messages={messages}>
        {children}
      </LomiProvider>
    );
  }

  function useText(): PageText<Key> {
    const intl = useLomiIntl();
    return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
  }

  const preload = (locale: Locale): void => {
    request(locale).catch(() => undefined);
  };

  return { Provider, useText, preload };
}

/**
 * Starts fetching `catalog` in the page's language as the page's module loads: main.tsx sets `<html lang>`
 * before it loads the first page, so the texts arrive with the code rather than a round trip after the
 * page's first render (they hold up its largest paint). Elsewhere (tests) the language is unknown: no-op.
 */
export function preloadInDocumentLanguage(catalog: Pick<PageCatalog<string>, 'preload'>): void {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  if (isLocale(lang)) catalog.preload(lang);
}
