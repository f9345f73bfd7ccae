// The third-party pages the embed benchmark loads: a tiny HTTP server on another loopback address, so the
// host page is a different site from the Lomi server, as on a charity's own website.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one host page shows: the snippet of one element, or the site's campaign page in an iframe. */
export interface HostCase {
  /** The probe key that marks it ready (`lomi-*` tag, or `campaign-page`). */
  key: string;
  label: string;
  /** Markup inside the page's `<article>`. */
  body: string;
}

/** Attributes an element needs beyond `campaign-id` to show anything. */
const extraAttributes: Record<string, string> = {
  // A closed dialog renders nothing worth timing; a host opens it with `open`.
  'lomi-donate-dialog': ' open',
};

/** The copy-paste snippet of `tag` for campaign `campaignId`, with the loader from `lomiOrigin`. */
export function elementCase(tag: string, lomiOrigin: string, loader: string, campaignId: number): HostCase {
  return {
    key: tag,
    label: `\`<${tag}>\``,
    body:
      `<script async src="${lomiOrigin}/embed/${loader}"></script>\n` +
      `<${tag} campaign-id="${campaignId}"${extraAttributes[tag] ?? ''}></${tag}>`,
  };
}

/** The same campaign through an `<iframe>` of the site's campaign page, as most platforms embed it. */
export function iframeCase(lomiOrigin: string, campaignId: number): HostCase {
  return {
    key: 'campaign-page',
    label: `\`<iframe>\` of /campaign/${campaignId}`,
    body: `<iframe src="${lomiOrigin}/campaign/${campaignId}" title="Campaign" style="display:block;width:100%;height:800px;border:0"></iframe>`,
  };
}

function hostPage(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Clean water for Sidama: a charity's blog</title>
<style>body { font: 16px/1.5 Georgia, serif; margin: 0 auto; max-width: 40em; padding: 1em; }</style>
</head>
<body>
<h1>Clean water for Sidama</h1>
<p>We are raising money for a new well. Every gift counts.</p>
<article>
${body}
</article>
</body>
</html>`;
}

/** A started host server and the pages it serves: `${origin}/host/${index}` shows `cases[index]`. */
export interface HostServer {
  origin: string;
  urlOf(index: number): string;
  close(): Promise<void>;
}

/**
 * Serves `cases` on 127.0.0.2 (a free port), a different site from the Lomi server on 127.0.0.1. A real
 * server rather than Playwright's `page.route`: routing turns on request interception for every request of
 * the page (each one paused and resumed over the protocol), and fulfilled responses skip the throttling.
 */
export async function startHostServer(cases: readonly HostCase[]): Promise<HostServer> {
  const server: Server = createServer((request, response) => {
    const match = /^\/host\/(\d+)$/.exec(request.url ?? '');
    const hostCase = match ? cases[Number(match[1])] : undefined;
    if (!hostCase) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(hostPage(hostCase.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.2', resolve);
  });
  const origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (index) => `${origin}/host/${index}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
