import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Turns directives into a Content-Security-Policy value. */
const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Google Identity Services (the sign-in button), as Google documents its CSP needs. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * The site's pages (the SPA's index.html). Scripts only from this server and Google's sign-in client: no
 * inline script, so no 'unsafe-inline' and no hash to keep in step. Styles may be inline: index.html's boot
 * splash, React's style props, the elements' shadow-root styles, Google's button; a stylesheet cannot run
 * code. Images from this server, data:/blob: (upload previews, QR posters) and YouTube thumbnails; frames
 * from YouTube's privacy-enhanced player and Google's sign-in. Only this site may frame its pages.
 */
export const SITE_PAGE_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'", `${GOOGLE_SIGN_IN}client`],
  'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
  'img-src': ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", GOOGLE_SIGN_IN],
  'frame-src': ['https://www.youtube-nocookie.com', GOOGLE_SIGN_IN],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/**
 * The server's own small pages (the sandbox checkout, the SMS inbox): no script at all, their one inline
 * stylesheet, forms that post here and may redirect to `formTargets` (the public site); never framed, so a
 * page cannot be overlaid to trick a Pay click.
 */
export function serverPagePolicy(formTargets: string[] = []): string {
  return policy({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
}

/**
 * The API's browsable documentation (`/api/docs`, Swagger UI served from this server): its scripts from
 * here, no inline script; its stylesheets from here plus the one style element Swagger UI injects (inline
 * styles, as the site's pages allow: a stylesheet cannot run code); its SVG icons as data: images; calls
 * only to this API (the document and "Try it out"); no form posts anywhere; never framed.
 */
export const API_DOCS_PAGE_POLICY = policy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});

/** Any other HTML (the embed demo page): whatever it runs, only this site may frame it. */
const OTHER_HTML_POLICY = policy({ 'frame-ancestors': ["'self'"] });

/** Answers that are not pages (JSON, media, bundles): should one be opened as a document, it runs nothing. */
const NON_PAGE_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** Powerful features no page of ours uses; the YouTube player keeps what its iframe `allow` grants. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A year, without subdomains: the operator's other hosts are not ours to pin to HTTPS. */
export const HSTS = 'max-age=31536000';

/**
 * Browser security headers on every answer (security review #5). Helmet gives nosniff, Referrer-Policy,
 * X-Frame-Options and the rest; a Content-Security-Policy comes from the route that knows its page (see the
 * policies above), with a fallback for the others. Nothing here stops cross-origin use of the embed bundles,
 * media and API (no Cross-Origin-Resource-Policy or -Embedder-Policy: host pages load them from anywhere).
 * HSTS only when served over HTTPS: the public URL is https, or a trusted proxy says the request was.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicSiteUrl }: { publicSiteUrl: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    // Google's sign-in may open a popup that must talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
  });
  const httpsSite = publicSiteUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A 304 updates the headers the browser stored with the page: without a content type it would get the
    // "runs nothing" policy below, and the cached page would load with its scripts and styles blocked.
    if (reply.statusCode === 304) return payload;
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? OTHER_HTML_POLICY : NON_PAGE_POLICY,
      );
    }
    return payload;
  });
}
