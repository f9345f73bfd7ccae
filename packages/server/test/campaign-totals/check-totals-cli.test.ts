import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { openTestDatabase } from '../support/test-database.ts';

const cli = fileURLToPath(new URL('../../src/campaign-totals/check-totals-cli.ts', import.meta.url));
const run = promisify(execFile);

// `npm run db:check-totals [-- --rebuild]` as a process against a PostgreSQL database (DATABASE_URL): its exit
// codes and output. campaign-totals.test.ts covers the same logic in-process on both engines.
describe('db:check-totals CLI', () => {
  let database: LomiDatabase & { url?: string };
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-check-totals-'));

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const check = (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: database.url, LOMI_DATA_DIR: dataDir },
    });

  it('agrees on the seeded database', async () => {
    const { stdout } = await check();
    expect(stdout).toBe('Campaign totals agree with the sums of donations and withdrawals.\n');
  });

  it('exits 1 naming a drifted campaign, and --rebuild puts it right', async () => {
    await database.db
      .updateTable('campaign_totals')
      .set((eb) => ({ withdrawn_etb_minor: eb('withdrawn_etb_minor', '+', 5) }))
      .where('campaign_id', '=', 2)
      .execute();
    await expect(check()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/for 1 campaign:\ncampaign 2: withdrawn_etb_minor \d+ \(sums: \d+\)\n/),
    });
    expect((await check('--rebuild')).stdout).toBe('Rebuilt campaign totals: 1 campaign changed.\n');
    expect((await check()).stdout).toContain('agree');
  });

  it('refuses unknown options before opening the database', async () => {
    await expect(check('--rebiuld')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown option --rebiuld'),
    });
  });
});
