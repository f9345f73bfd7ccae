import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('server entry with accounts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-server-accounts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOMI_DATA_DIR: dataDir,
        PORT: '0',
        PUBLIC_SITE_URL: 'https://lomi.example.org',
        // Real payment providers, so the payment sandbox check passes and the accounts check speaks.
        LOMI_PAYMENTS_MOBILE: 'lakipay',
        LOMI_PAYMENTS_CHECKOUT: 'lakipay',
        LOMI_PAYMENTS_CARD: 'stripe',
        LOMI_JWT_SECRET: '',
        LOMI_SMS_PROVIDER: '',
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, stderr };
  }

  it('refuses to start under NODE_ENV=production without a token secret or with the SMS sandbox', async () => {
    const { code, stderr } = await start({});
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: LOMI_JWT_SECRET must be set with NODE_ENV=production');
    expect(stderr).toContain('the SMS sandbox cannot run with NODE_ENV=production');
    expect(stderr).not.toContain('    at '); // a message for people, not a stack trace

    const onlySms = await start({ LOMI_JWT_SECRET: 'z'.repeat(64) });
    expect(onlySms.code).toBe(1);
    expect(onlySms.stderr).not.toContain('LOMI_JWT_SECRET');
    expect(onlySms.stderr).toContain('Refusing to start: LOMI_SMS_PROVIDER must be disabled');
  });
});
