import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadMessages, resolveLocale, type Locale, type LomiMessages, type MessageFeature } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { defaultApiBase, embedClient } from './embed-client.ts';
import { EmbedShadowRoot, EmbedStyles } from './embed-styles.tsx';
import { hostStyles } from './host-styles.ts';
import { mirrorHostState, setHostState } from './host-state.ts';

/** Attributes every Lomi element accepts (r2wc maps `api-base` to `apiBase`). */
export interface EmbedAttributes {
  /** The shadow root the element renders into (set by r2wc, not an attribute). */
  container?: ShadowRoot;
  /** `api-base`: the Lomi API origin; default: the origin that served `lomi.js`. */
  apiBase?: string;
  /** `lang`: `en` or `am`; default: the host page's `<html lang>`, then the browser's languages. */
  lang?: string;
  /** `theme`: `light` (default) or `dark`. */
  theme?: string;
}

type Catalog = { locale: Locale; messages: LomiMessages };

const themes = ['light', 'dark'];

/**
 * What every element renders into its shadow root: its CSS (as a constructable stylesheet, so no
 * `style-src 'unsafe-inline'` is needed), and a `LomiProvider` with the page's shared client and the catalog
 * of the element's language (fetched on demand). Holds no business logic.
 */
export function EmbedRoot({
  container,
  apiBase,
  lang,
  theme,
  styles,
  features,
  invalid = false,
  children,
}: EmbedAttributes & {
  /** CSS of the element's components. */
  styles: string;
  /** The message features the element's components show; only their catalogs are fetched. */
  features: readonly MessageFeature[];
  /** A required attribute is missing or wrong: show `data-state="error"` and nothing else. */
  invalid?: boolean;
  children: ReactNode;
}) {
  const locale = resolveLocale({
    param: lang,
    htmlLang: document.documentElement.lang,
    navigatorLanguages: navigator.languages,
  });
  const client = useMemo(() => embedClient(apiBase || defaultApiBase()), [apiBase]);
  const [catalog, setCatalog] = useState<Catalog | 'error'>();
  const featureList = features.join();

  useEffect(() => {
    let current = true;
    loadMessages(locale, featureList.split(',') as MessageFeature[]).then(
      // The provider's type asks for every message; this element renders only components of `features`.
      (messages) => current && setCatalog({ locale, messages: messages as LomiMessages }),
      (error: unknown) => {
        // Quiet: the element shows data-state="error"; the host's console gets a warning, not an error.
        console.warn(`[lomi] could not load the "${locale}" messages`, error);
        if (current) setCatalog('error');
      },
    );
    return () => {
      current = false;
    };
  }, [locale, featureList]);

  const ready = catalog !== undefined && catalog !== 'error' && !invalid;
  useEffect(() => {
    if (!container) return undefined;
    // Once the provider renders, the component inside tells its own state; until then, this root does.
    if (ready) return mirrorHostState(container);
    setHostState(container, invalid || catalog === 'error' ? 'error' : 'loading');
    return undefined;
  }, [container, ready, invalid, catalog]);

  useEffect(() => {
    if (theme && !themes.includes(theme)) {
      console.warn(`[lomi] theme="${theme}" is not supported; use "light" or "dark". Using "light".`);
    }
  }, [theme]);

  return (
    <EmbedShadowRoot.Provider value={container}>
      <EmbedStyles css={hostStyles + styles} first />
      <div className="lomi-embed" part="base">
        {ready && (
          <LomiProvider
            client={client}
            locale={catalog.locale}
            messages={catalog.messages}
            theme={theme === 'dark' ? 'dark' : 'light'}
          >
            {children}
          </LomiProvider>
        )}
      </div>
    </EmbedShadowRoot.Provider>
  );
}
