import type { LomiMessages } from './catalog.ts';
import type { Locale } from './locale.ts';

/**
 * Loads the catalog of one language. Each catalog is its own dynamic import, so a bundler splits them and a
 * page only downloads the language it shows.
 */
export async function loadMessages(locale: Locale): Promise<LomiMessages> {
  const catalog =
    locale === 'am'
      ? await import('./messages/am.json', { with: { type: 'json' } })
      : await import('./messages/en.json', { with: { type: 'json' } });
  return catalog.default;
}
