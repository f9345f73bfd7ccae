import { isAbsolute, resolve } from 'node:path';
import { ConfigError } from './config-error.ts';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { repoRoot } from './repo-paths.ts';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder holding the embedded database (`pglite/`) and the media blobs (`media/`). */
  dataDir: string;
  /** `postgres://…` to use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  /**
   * Public origin of the site (`https://lomi.example.org`, no trailing slash): payment return, cancel and
   * webhook URLs, QR codes and link previews are built on it, never on a request's Host header.
   */
  publicSiteUrl: string;
  /** Which proxies' `X-Forwarded-*` headers to believe (TRUST_PROXY), as {@link readTrustProxy} reads it. */
  trustProxy: TrustProxy;
}

/**
 * Reads the configuration from environment variables; relative `LOMI_DATA_DIR` values are resolved from the
 * repository root so `npm start` and `node packages/server/src/server.ts` agree wherever they run from.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, got "${env.PORT}".`);
  }
  const dataDir = env.LOMI_DATA_DIR ?? '.data';
  const publicSiteUrl = readPublicSiteUrl(env, port);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicSiteUrl,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * PUBLIC_SITE_URL as an origin. Production must name it: the alternative, the Host header of each request,
 * would let a client choose where providers send donors and webhooks. Elsewhere it defaults to this machine.
 */
function readPublicSiteUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_SITE_URL?.trim();
  if (!raw) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError(
        'PUBLIC_SITE_URL must be set with NODE_ENV=production (the address donors use, e.g. ' +
          'https://lomi.example.org): payment return and webhook URLs are built on it.',
      );
    }
    return `http://localhost:${port}`;
  }
  const url = URL.parse(raw);
  const plainOrigin =
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    /^\/*$/.test(url.pathname) &&
    !url.search &&
    !url.hash;
  if (!plainOrigin) {
    throw new ConfigError(
      `PUBLIC_SITE_URL must be an absolute http(s) address with no path, e.g. https://lomi.example.org, got "${raw}".`,
    );
  }
  return url.origin;
}
