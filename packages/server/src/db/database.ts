import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
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
  /** `onIdleError` hears of pooled connections that broke while idle (server restart, admin command). */
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void }
  /** `dataDir` undefined keeps PGlite in memory; `loadDataDir` starts from a `dumpDataDir()` tarball. */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

// bigint (count(*), minor units) and numeric (exchange rates) arrive as strings by default; amounts stay far
// below 2^53, so numbers are safe and keep the API free of string money.
const INT8 = 20;
const NUMERIC = 1700;

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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
