import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LomiClient, Locale } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { SiteLanguageContext, type SiteLanguage } from './language-context.ts';
import { loadAllMessages, type AllMessages } from './load-messages.ts';
import { LANG_PARAM, parseLocale, rememberLocale } from './locale-choice.ts';

interface LoadedLanguage {
  locale: Locale;
  messages: AllMessages;
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
  const [loaded, setLoaded] = useState(initial);
  const wanted = useRef(initial.locale);
  const location = useLocation();
  const navigate = useNavigate();

  const switchTo = useCallback((locale: Locale) => {
    rememberLocale(locale);
    if (wanted.current === locale) return;
    wanted.current = locale;
    loadAllMessages(locale).then(
      (messages) => {
        if (wanted.current === locale) setLoaded({ locale, messages });
      },
      (error: unknown) => console.error(`[lomi] The ${locale} texts could not be loaded.`, error),
    );
  }, []);

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

  useEffect(() => {
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
    () => ({ locale: loaded.locale, selectLocale }),
    [loaded.locale, selectLocale],
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
