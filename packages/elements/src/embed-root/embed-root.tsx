import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { loadMessages, resolveLocale, type Locale, type LomiMessages } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { pendingCatalog, prefetchedCatalog } from '../loader/catalog-prefetch.ts';
import { ELEMENT_FEATURES, type LomiTag } from './element-features.ts';
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

function prefetched(tag: LomiTag, locale: Locale): Catalog | undefined {
  // The provider's type asks for every message; this element renders only components of its features.
  const messages = prefetchedCatalog<LomiMessages>(tag, locale);
  return messages && { locale, messages };
}

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
  tag,
  invalid = false,
  children,
}: EmbedAttributes & {
  /** CSS of the element's components. */
  styles: string;
  /** The element's tag: only the catalogs of the message features it shows are fetched. */
  tag: LomiTag;
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
  // The loader's catalogs, when in (the usual case), give the element its text in its first render.
  const [catalog, setCatalog] = useState<Catalog | 'error' | undefined>(() => prefetched(tag, locale));

  // A layout effect starts a load in the same task as the render; a plain effect would wait for the next
  // frame (on a slow phone that frame, with the skeleton's layout, costs tens of milliseconds). A language
  // the loader did not import beside the element's code (a `lang` set later) is loaded here.
  useLayoutEffect(() => {
    const held = prefetched(tag, locale);
    if (held) {
      // The same catalog as the state's leaves the state, and the render, as they are.
      setCatalog((shown) => (shown !== 'error' && shown?.messages === held.messages ? shown : held));
      return undefined;
    }
    let current = true;
    // The loader's import, if still on its way, rather than the same messages from other chunks.
    (pendingCatalog<LomiMessages>(tag, locale) ?? Promise.resolve(undefined))
      .then((messages) => messages ?? loadMessages(locale, ELEMENT_FEATURES[tag]))
      .then(
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
  }, [locale, tag]);

  const ready = catalog !== undefined && catalog !== 'error' && !invalid;
  // Also before paint: the host's data-state follows the render it describes, not a frame behind it.
  useLayoutEffect(() => {
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
