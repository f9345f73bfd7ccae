/**
 * The script-tag loader (`/embed/lomi.js`): a classic script a host page includes with
 * `<script async src="https://HOST/embed/lomi.js"></script>`.
 *
 * It watches the document for `lomi-*` tags, present now or added later, and imports only the chunk of
 * each tag it sees, once. Chunk URLs resolve against the loader's own URL, so the snippet works from any
 * host. It must never break the host page: every failure is logged with a `[lomi]` prefix and skipped.
 */

/**
 * Tag name -> the element's chunk files (relative to the loader), its entry first, injected by the build
 * from its manifest.
 */
declare const __LOMI_CHUNKS__: Record<string, string[]>;

(() => {
  const chunks = __LOMI_CHUNKS__;
  const requested: Record<string, 1> = {};
  // currentScript is null only when the loader was inlined or injected as a module; fall back to the page.
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;

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
    Promise.all(files.map((file) => import(/* @vite-ignore */ new URL(file, base).href))).catch(
      (error: unknown) => console.error(`[lomi] could not load <${tag}>`, error),
    );
  };

  const visit = (element: Element): void => {
    if (element.localName.startsWith('lomi-')) request(element.localName);
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
    observer.observe(document.documentElement, { childList: true, subtree: true });
    scan(document.documentElement);
  } catch (error) {
    console.error('[lomi] loader failed', error);
  }
})();
