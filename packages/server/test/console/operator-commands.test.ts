import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepository } from '../../src/auth/account-repository.ts';
import { verifyPassword } from '../../src/auth/password-hash.ts';
import { runOperatorCommand, type OperatorCommandContext } from '../../src/console/operator-commands.ts';
import { pgliteDataDir, type LomiDatabase } from '../../src/db/database.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

// Issue 14 #1: `npm run operator -- promote | create | demote | list`, the first operator of a production
// install. The logic in-process on both databases, then the real command on a fresh PGlite data folder.

describe.each(databaseKinds)('operator commands on %s', (kind) => {
  let database: LomiDatabase;
  let lines: string[];
  let stdin: string | undefined;
  const context = (): OperatorCommandContext => ({
    db: database.db,
    accounts: new AccountRepository(database.db),
    readPassword: async () => stdin,
    out: (line) => lines.push(line),
  });
  const run = async (...args: string[]) => {
    lines = [];
    await runOperatorCommand(args, context());
    return lines;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('lists, promotes by e-mail, demotes, each audited with no operator (the command line)', async () => {
    expect(await run('list')).toEqual([expect.stringMatching(/^\d+\toperator\toperator@example\.com$/)]);
    expect(await run('promote', 'OWNER@example.com')).toEqual([
      'owner@example.com (owner) is now an operator.',
    ]);
    expect(await run('list')).toHaveLength(2);
    expect(await run('demote', 'owner@example.com')).toEqual(['owner@example.com is no longer an operator.']);
    // The demo seed's resolved reports and help questions have audit rows of their own.
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action'])
      .where('action', 'like', 'operator.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { operator_id: null, action: 'operator.promote' },
      { operator_id: null, action: 'operator.demote' },
    ]);
  });

  it('refuses the last operator, unknown accounts, and bad usage with clear messages', async () => {
    await expect(run('demote', 'operator@example.com')).rejects.toMatchObject({
      exitCode: 1,
      message: 'This is the last operator; make another one first.',
    });
    await expect(run('promote', 'nobody@example.org')).rejects.toThrow(/No account has the e-mail address/);
    await expect(run('promote', 'operator@example.com')).rejects.toThrow(/already an operator/);
    await expect(run('promote')).rejects.toMatchObject({ exitCode: 2 });
    await expect(run('frobnicate')).rejects.toMatchObject({ exitCode: 2 });
  });

  it('creates an operator with the password from stdin, or a generated one printed once', async () => {
    stdin = 'a long secret pass 9\n';
    expect(await run('create', 'boss@example.org', 'boss')).toEqual([
      'Created the operator boss@example.org (boss).',
    ]);
    const boss = await database.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('username', '=', 'boss')
      .executeTakeFirstOrThrow();
    expect(boss.role).toBe('operator');
    expect(await verifyPassword('a long secret pass 9', boss.password_hash!)).toBe(true);

    stdin = undefined;
    const out = await run('create', 'chief@example.org', 'chief');
    const generated = /^Password \(shown once, change it after signing in\): (\S{20})$/.exec(
      out[1] ?? '',
    )?.[1];
    expect(generated).toBeDefined();
    const chief = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'chief')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(generated!, chief.password_hash!)).toBe(true);

    await expect(run('create', 'boss@example.org', 'boss2')).rejects.toMatchObject({ exitCode: 1 });
    await expect(run('create', 'not-an-address', 'someone')).rejects.toThrow(/not a valid e-mail address/);
    stdin = 'password';
    await expect(run('create', 'weak@example.org', 'weak')).rejects.toThrow(/common passwords/);
  });
});

describe('npm run operator (a child process on a PGlite data folder)', () => {
  const cli = fileURLToPath(new URL('../../src/console/operator-cli.ts', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-operator-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const operator = (args: string[], input = '') =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, LOMI_DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = execFile(process.execPath, [cli, ...args], { env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(input);
    });

  it('creates the first operator of an empty install', async () => {
    const created = await operator(['create', 'first@example.org', 'first'], 'a long secret pass 9\n');
    expect(created).toMatchObject({ code: 0, stdout: 'Created the operator first@example.org (first).\n' });
    const listed = await operator(['list']);
    expect(listed.stdout).toMatch(/^1\tfirst\tfirst@example\.org$/m);
  }, 120_000);

  it('says clearly when another process (the server) holds the data folder', async () => {
    // This test process plays the server: the lock names a process that runs.
    writeFileSync(`${pgliteDataDir(dataDir)}.lock`, String(process.pid));
    try {
      const refused = await operator(['list']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by another Lomi process \(pid \d+\)\. Stop it/);
    } finally {
      rmSync(`${pgliteDataDir(dataDir)}.lock`, { force: true });
    }
  }, 60_000);
});
