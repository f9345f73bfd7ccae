/**
 * The script-tag loader (`/embed/lomi.js`): a classic script a host page includes with
 * `<script async src="https://HOST/embed/lomi.js"></script>`.
 *
 * It watches the document for `lomi-*` tags, present now or added later, and imports only the chunk of
 * each tag it sees, once. Chunk URLs resolve against the loader's own URL, so the snippet works from any
 * host. It must never break the host page: every failure is logged with a `[lomi]` prefix and skipped.
 *
 * Beside an element's code it starts what the element would otherwise ask for only once its code runs: the
 * catalogs of its language (`catalog-prefetch.ts`) and, for the elements that show a campaign, the campaign
 * itself (`campaign-prefetch.ts`). On a slow phone that saves two round trips; and as both usually arrive
 * before the code, the element renders its campaign in its first render. While they travel it readies the
 * browser's number formatting (`number-format-warm-up.ts`), which would otherwise cost the element's first
 * render tens of milliseconds.
 */
import { resolveLocale } from '../../../core/src/i18n/resolve-locale.ts';
import { CAMPAIGN_TAGS } from '../embed-root/element-features.ts';
import { prefetchCampaign } from './campaign-prefetch.ts';
import { prefetchCatalogs } from './catalog-prefetch.ts';
import { warmUpNumberFormat } from './number-format-warm-up.ts';

/**
 * Tag name -> the element's chunk files (relative to the loader), its entry first, injected by the build
 * from its manifest.
 */
declare const __LOMI_CHUNKS__: Record<string, string[]>;
/** Tag name -> language -> the chunks of the element's message catalogs, injected by the build. */
declare const __LOMI_CATALOGS__: Record<string, Record<string, string[]>>;

(() => {
  const chunks = __LOMI_CHUNKS__;
  const catalogs = __LOMI_CATALOGS__;
  const requested: Record<string, 1> = {};
  // Tags whose chunks could not be fetched: their elements (now or added later) show data-state="error",
  // which host CSS can style; nothing else happens on the page.
  const failed: Record<string, 1> = {};
  // currentScript is null only when the loader was inlined or injected as a module; fall back to the page.
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
  const load = (file: string) => import(/* @vite-ignore */ new URL(file, base).href);

  const tags = Object.keys(chunks);
  let observer: MutationObserver | undefined;

  const request = (tag: string): void => {
    if (requested[tag]) return;
    requested[tag] = 1;
    // Once every chunk is on its way there is nothing left to watch for on this page.
    if (tags.every((known) => requested[known])) observer?.disconnect();
    const files = chunks[tag];
    if (!files) {
      console.warn(`[lomi] <${tag}> is not a Lomi element; known: ${tags.join(', ')}`);
      return;
    }
    // Importing the shared chunks beside the entry fetches them in parallel rather than after it; each
    // module is still fetched and run only once.
    Promise.all(files.map(load)).catch((error: unknown) => {
      // A warning, not an error: the host page is fine, only our element is missing (offline, blocked).
      console.warn(`[lomi] could not load <${tag}>`, error);
      failed[tag] = 1;
      for (const element of document.getElementsByTagName(tag)) markFailed(element);
      // Keep marking tags the page adds later, even if every chunk had been requested.
      watch();
    });
  };

  const watch = (): void => observer?.observe(document.documentElement, { childList: true, subtree: true });

  const markFailed = (element: Element): void => {
    if (!customElements.get(element.localName)) element.setAttribute('data-state', 'error');
  };

  /** The element's catalogs and campaign, fetched beside its code rather than after it. */
  const prefetch = (element: Element, tag: string): void => {
    // The element's own rule (`embed-root.tsx`), so the same files are asked for.
    const locale = resolveLocale({
      param: element.getAttribute('lang'),
      htmlLang: document.documentElement.lang,
      navigatorLanguages: navigator.languages,
    });
    prefetchCatalogs(tag, locale, catalogs[tag]?.[locale] ?? [], load);
    // Once its code is there, an element asks for its campaign at once; nothing to gain.
    if ((CAMPAIGN_TAGS as readonly string[]).includes(tag) && !customElements.get(tag)) {
      prefetchCampaign(element, new URL(base).origin);
    }
    // Every element shows amounts; the idle wait for its code is the cheap moment to ready the formatter.
    warmUpNumberFormat(locale);
  };

  const visit = (element: Element): void => {
    const tag = element.localName;
    if (!tag.startsWith('lomi-')) return;
    if (failed[tag]) return markFailed(element);
    // The campaign first: a small answer whose time is all round trip, better not queued behind the code.
    try {
      prefetch(element, tag);
    } catch (error) {
      console.warn('[lomi] could not prefetch', error);
    }
    request(tag);
  };

  const scan = (root: Element): void => {
    visit(root);
    for (const element of root.getElementsByTagName('*')) visit(element);
  };

  try {
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
      }
    });
    watch();
    scan(document.documentElement);
  } catch (error) {
    console.warn('[lomi] loader failed', error);
  }
})();
