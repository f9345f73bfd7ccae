import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LomiClient, Locale, MessageFeature } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { SiteLanguageContext, type SiteLanguage } from './language-context.ts';
import { loadAllMessages, loadMoreMessages, type AllMessages } from './load-messages.ts';
import { START_FEATURES } from './start-features.ts';
import { LANG_PARAM, parseLocale, rememberLocale } from './locale-choice.ts';

interface LoadedLanguage {
  locale: Locale;
  messages: AllMessages;
  /** The shared components' message groups in `messages`. Default `START_FEATURES`. */
  features?: readonly MessageFeature[];
}

interface SiteLanguageProviderProps {
  client: LomiClient;
  /** The language the page was first rendered in, with its catalogs already loaded. */
  initial: LoadedLanguage;
  children: ReactNode;
}

/**
 * Owns the site's language (§1): follows `?lang=am|en` (removing `lang=en` from the URL), loads the catalogs of
 * a newly chosen language before showing it (the old text stays until then, no flash of keys), keeps
 * `<html lang>` in step and hands the messages to the shared components through `LomiProvider`.
 */
export function SiteLanguageProvider({ client, initial, children }: SiteLanguageProviderProps) {
  const [loaded, setLoaded] = useState<Required<LoadedLanguage>>(() => ({
    features: START_FEATURES,
    ...initial,
  }));
  const wanted = useRef(initial.locale);
  // Every feature asked for so far, loaded or on its way; a new language loads all of them.
  const wantedFeatures = useRef(new Set<MessageFeature>(initial.features ?? START_FEATURES));
  const location = useLocation();
  const navigate = useNavigate();

  /** Loads more features of `locale` into the loaded messages, unless the language has changed meanwhile. */
  const mergeFeatures = useCallback((locale: Locale, missing: readonly MessageFeature[]) => {
    loadMoreMessages(locale, missing).then(
      (more) =>
        setLoaded((current) =>
          current.locale === locale
            ? {
                locale,
                messages: { ...current.messages, ...more },
                features: [...current.features, ...missing.filter((f) => !current.features.includes(f))],
              }
            : current,
        ),
      (error: unknown) => {
        missing.forEach((feature) => wantedFeatures.current.delete(feature));
        console.error(`[lomi] The ${locale} texts of ${missing.join(', ')} could not be loaded.`, error);
      },
    );
  }, []);

  const switchTo = useCallback(
    (locale: Locale) => {
      rememberLocale(locale);
      if (wanted.current === locale) return;
      wanted.current = locale;
      const features = [...wantedFeatures.current];
      loadAllMessages(locale, features).then(
        (messages) => {
          if (wanted.current !== locale) return;
          setLoaded({ locale, messages, features });
          // Features asked for while this language was loading (their answer in it was dropped) come now.
          const late = [...wantedFeatures.current].filter((feature) => !features.includes(feature));
          if (late.length > 0) mergeFeatures(locale, late);
        },
        (error: unknown) => console.error(`[lomi] The ${locale} texts could not be loaded.`, error),
      );
    },
    [mergeFeatures],
  );

  const addFeatures = useCallback(
    (features: readonly MessageFeature[]) => {
      const missing = features.filter((feature) => !wantedFeatures.current.has(feature));
      if (missing.length === 0) return;
      missing.forEach((feature) => wantedFeatures.current.add(feature));
      mergeFeatures(wanted.current, missing);
    },
    [mergeFeatures],
  );

  const langParam = new URLSearchParams(location.search).get(LANG_PARAM);
  useEffect(() => {
    const locale = parseLocale(langParam);
    if (!locale) return;
    switchTo(locale);
    if (locale === 'en') {
      const params = new URLSearchParams(location.search);
      params.delete(LANG_PARAM);
      navigate(
        { pathname: location.pathname, search: searchString(params), hash: location.hash },
        { replace: true },
      );
    }
    // Only a change of the parameter itself is a language request; the rest of the location is read as is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [langParam]);

  // Before paint, so assistive technology never reads Amharic text under an English `lang` for a frame.
  useLayoutEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  const selectLocale = useCallback(
    (locale: Locale) => {
      switchTo(locale);
      const params = new URLSearchParams(location.search);
      if (locale === 'en') params.delete(LANG_PARAM);
      else params.set(LANG_PARAM, locale);
      navigate(
        { pathname: location.pathname, search: searchString(params), hash: location.hash },
        { replace: true },
      );
    },
    [switchTo, location.pathname, location.search, location.hash, navigate],
  );

  const language = useMemo<SiteLanguage>(
    () => ({ locale: loaded.locale, selectLocale, loadedFeatures: loaded.features, addFeatures }),
    [loaded.locale, selectLocale, loaded.features, addFeatures],
  );

  return (
    <SiteLanguageContext.Provider value={language}>
      <LomiProvider client={client} locale={loaded.locale} messages={loaded.messages}>
        {children}
      </LomiProvider>
    </SiteLanguageContext.Provider>
  );
}

function searchString(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : '';
}
