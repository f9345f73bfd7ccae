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
  /** Public address of the site, used in QR codes; the request's own origin when unset. */
  publicSiteUrl: string | undefined;
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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicSiteUrl: env.PUBLIC_SITE_URL?.replace(/(?<!\/)\/+$/, '') || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}
