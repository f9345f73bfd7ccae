import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale, LomiMessages } from '@lomi/core';
import { LomiProvider, useLomiClient, useLomiIntl, useLomiSettings } from '@lomi/react';
import { loadEmbedMessages, type EmbedMessages } from '../i18n/embed/embed-messages.ts';

// One request per language for the life of the page (a failed one is forgotten, so a later mount retries), and
// the catalogs already here, so a dialog opened again renders at once instead of after a fallback.
const requests = new Map<Locale, Promise<EmbedMessages>>();
const loaded = new Map<Locale, EmbedMessages>();

function requestCatalog(locale: Locale): Promise<EmbedMessages> {
  let request = requests.get(locale);
  if (!request) {
    request = loadEmbedMessages(locale).then(
      (messages) => {
        loaded.set(locale, messages);
        return messages;
      },
      (error: unknown) => {
        requests.delete(locale);
        throw error;
      },
    );
    requests.set(locale, request);
  }
  return request;
}

interface EmbedTextProviderProps {
  /** Shown until the texts of the current language are there. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface Catalog {
  locale: Locale;
  messages: EmbedMessages;
}

/**
 * Gives its children the texts of the SDK pages (`useEmbedText`) on top of the site's, fetching them the first
 * time. After a language switch the children keep their text until the new language's arrives, rather than
 * vanishing behind the fallback. A catalog that cannot be downloaded reaches the nearest `LoadErrorBoundary`.
 */
export function EmbedTextProvider({ fallback = null, children }: EmbedTextProviderProps) {
  const { locale, theme } = useLomiSettings();
  const site = useLomiIntl();
  const client = useLomiClient();
  const [catalog, setCatalog] = useState<Catalog | null>(() => {
    const messages = loaded.get(locale);
    return messages ? { locale, messages } : null;
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (catalog?.locale === locale) return;
    let current = true;
    requestCatalog(locale).then(
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
