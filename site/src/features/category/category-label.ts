import type { Category } from '@lomi/core';
import type { SiteMessageKey } from '../../i18n/site-messages.ts';
import type { SiteText } from '../../language/use-site-text.ts';

/** A category's name in the visitor's language; an id outside the 18 of §3 falls back to the API's name. */
export function categoryLabel(t: SiteText, category: Category): string {
  const key = `category.${category.id}`;
  return isCategoryKey(key) ? t(key) : category.name;
}

function isCategoryKey(key: string): key is SiteMessageKey & `category.${number}` {
  return /^category\.(?:\d|1[0-7])$/.test(key);
}
