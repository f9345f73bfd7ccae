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
  // Tags whose chunks could not be fetched: their elements (now or added later) show data-state="error",
  // which host CSS can style; nothing else happens on the page.
  const failed: Record<string, 1> = {};
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
      (error: unknown) => {
        // A warning, not an error: the host page is fine, only our element is missing (offline, blocked).
        console.warn(`[lomi] could not load <${tag}>`, error);
        failed[tag] = 1;
        for (const element of document.getElementsByTagName(tag)) markFailed(element);
        // Keep marking tags the page adds later, even if every chunk had been requested.
        watch();
      },
    );
  };

  const watch = (): void => observer?.observe(document.documentElement, { childList: true, subtree: true });

  const markFailed = (element: Element): void => {
    if (!customElements.get(element.localName)) element.setAttribute('data-state', 'error');
  };

  const visit = (element: Element): void => {
    const tag = element.localName;
    if (!tag.startsWith('lomi-')) return;
    if (failed[tag]) markFailed(element);
    else request(tag);
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
