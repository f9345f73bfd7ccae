import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { openTestDatabase } from '../support/test-database.ts';

const cli = fileURLToPath(new URL('../../src/db/seed-cli.ts', import.meta.url));
const run = promisify(execFile);

// `npm run seed` against a PostgreSQL database (DATABASE_URL): the CLI's own work is the same on both
// engines, and PostgreSQL spares a PGlite initdb per run. server.test.ts covers the PGlite default;
// seed.test.ts covers idempotency on both engines in-process.
describe('seed CLI', () => {
  let database: LomiDatabase & { url?: string };
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-seed-cli-'));

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seeded: false });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const seed = (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: database.url, LOMI_DATA_DIR: dataDir },
    });

  it('migrates and seeds an empty database', async () => {
    const { stdout } = await seed();
    expect(stdout).toMatch(/^Seeded 6 organizations, 30 campaigns and \d+ donations\.$/m);
    const campaigns = await database.db.selectFrom('campaigns').select('id').execute();
    expect(campaigns).toHaveLength(30);
  });

  it('empties and re-seeds with --reset', async () => {
    await database.db.updateTable('campaigns').set({ title: 'Edited by hand' }).where('id', '=', 1).execute();
    const { stdout } = await seed('--reset');
    expect(stdout).toContain('(after emptying the database)');
    const first = await database.db
      .selectFrom('campaigns')
      .select('title')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.title).toBe('Equip the Azezo health post with a maternity ward');
  });

  it('refuses unknown options', async () => {
    await expect(seed('--rest')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown option --rest'),
    });
  });
});
