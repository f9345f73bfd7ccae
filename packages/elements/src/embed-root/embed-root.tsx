import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadMessages, resolveLocale, type Locale, type LomiMessages } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { defaultApiBase, embedClient } from './embed-client.ts';
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
 * What every element renders into its shadow root: its CSS, and a `LomiProvider` with the page's shared
 * client and the catalog of the element's language (fetched on demand). Holds no business logic.
 */
export function EmbedRoot({
  container,
  apiBase,
  lang,
  theme,
  styles,
  invalid = false,
  children,
}: EmbedAttributes & {
  /** CSS of the element's components. */
  styles: string;
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

  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setCatalog({ locale, messages }),
      (error: unknown) => {
        console.error(`[lomi] could not load the "${locale}" messages`, error);
        if (current) setCatalog('error');
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

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
    <>
      <style>{hostStyles + styles}</style>
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
    </>
  );
}
