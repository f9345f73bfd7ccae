import { LOADER_PATH } from './embed-snippet.ts';

let loading: Promise<void> | undefined;

/**
 * Adds the embed loader (`/embed/lomi.js`) to the page, once, the way a host page includes it, so the
 * `lomi-*` tags the site renders become the real elements. Called only when a preview is shown: the site's
 * first load never carries the SDK. Resolves when the loader has run; a failed download may be retried.
 */
export function loadEmbedScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = LOADER_PATH;
    script.dataset.lomiLoader = '';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading = undefined;
      reject(new Error(`[lomi] ${LOADER_PATH} could not be loaded.`));
    });
    document.head.append(script);
  });
  return loading;
}
