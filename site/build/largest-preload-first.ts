import type { Plugin } from 'vite';

const modulePreload = /(?<![ \t])[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;
const entryScript = /(?<![ \t])([ \t]*)<script type="module"/;

/**
 * Moves index.html's `<link rel="modulepreload">` tags before its entry script, largest chunk first
 * (`sizeOf(href)`, in bytes). The first render waits for all of them, and the browser starts requests in the
 * order of the document: over HTTP/1.1, when the page's other early requests (its stylesheet, data, picture)
 * hold most of the six connections, the biggest download (React, the framework chunk) should not be the one
 * queued behind the small ones. Returns `html` as it is when it has no entry script.
 */
export function orderModulePreloads(html: string, sizeOf: (href: string) => number): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const links = [...html.matchAll(modulePreload)].map((match, index) => ({
    tag: match[0].trim(),
    size: sizeOf(match[1]!),
    index,
  }));
  if (links.length === 0) return html;
  links.sort((a, b) => b.size - a.size || a.index - b.index);
  const indent = entry[1]!;
  const withoutLinks = html.replace(modulePreload, '');
  return withoutLinks.replace(
    entryScript,
    `${links.map((link) => `${indent}${link.tag}\n`).join('')}${indent}<script type="module"`,
  );
}

/** Applies `orderModulePreloads` to the built index.html, with the sizes of the built chunks. */
export function largestPreloadFirst(): Plugin {
  let base = '/';
  return {
    name: 'lomi-site-largest-preload-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return orderModulePreloads(html, (href) => {
          const output = bundle[href.startsWith(base) ? href.slice(base.length) : href];
          return output?.type === 'chunk' ? output.code.length : 0;
        });
      },
    },
  };
}
