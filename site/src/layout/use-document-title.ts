import { useEffect } from 'react';
import { useSiteText } from '../language/use-site-text.ts';

/** Sets the tab title to "`page` · Lomi" (or `page` alone when `standalone`), in the current language. */
export function useDocumentTitle(page: string, standalone = false): void {
  const t = useSiteText();
  const title = standalone ? page : t('site.titleSuffix', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
