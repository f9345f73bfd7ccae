import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { markDatabaseConnectionError } from './database-unavailable.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** Which engine backs the database: the embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database with its engine, closed once on shutdown. */
export interface LomiDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PGlite instance when `kind` is 'pglite' (for dumps in tests). */
  client?: PGlite;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /**
   * `onIdleError` hears of pooled connections that broke while idle (server restart, admin command);
   * `connectTimeoutMs` bounds the wait for a connection (5 s by default), so a request fails, never hangs.
   */
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void; connectTimeoutMs?: number }
  /** `dataDir` undefined keeps PGlite in memory; `loadDataDir` starts from a `dumpDataDir()` tarball. */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

// bigint (count(*), minor units) and numeric (exchange rates) arrive as strings by default; amounts stay far
// below 2^53, so numbers are safe and keep the API free of string money.
const INT8 = 20;
const NUMERIC = 1700;

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) by default. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the database described by `options` (it does not run migrations). Each engine's driver is loaded
 * only when used: PGlite's WebAssembly build is large, and a PostgreSQL deployment never needs it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<LomiDatabase> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // While PostgreSQL is down or restarting, a request fails after this wait (a 503, see
      // database-unavailable.ts) instead of queueing forever; once it is back, the next request reconnects.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // Finds connections whose server vanished without closing them (a host gone, a network cut).
      keepAlive: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC
            ? Number
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener a broken idle connection would crash the process; the pool drops it and the next
    // query reconnects, while queries in flight still get their own errors.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool listens to its idle connections only. One that is checked out (a transaction between two
    // queries) and hears PostgreSQL go away (57P01 on a fast stop) would raise an 'error' event nobody
    // hears, which crashes the process: this listener takes it for the whole connection's life. The
    // connection is then unusable, its next query fails (a 503), and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', markDatabaseConnectionError));
    const marked: PostgresPool = {
      connect: () =>
        pool.connect().catch((error: unknown) => {
          markDatabaseConnectionError(error);
          throw error;
        }),
      end: () => pool.end(),
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: marked }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let unlock = () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { [INT8]: Number, [NUMERIC]: Number },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    return {
      db,
      kind: 'pglite',
      client,
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The PGlite data folder inside `LOMI_DATA_DIR`. */
export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
