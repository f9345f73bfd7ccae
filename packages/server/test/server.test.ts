import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from './support/s3-server.ts';

const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `node src/server.ts` and resolves once /api/health answers. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string; logs: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, base, logs: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

// The default configuration end to end: PGlite persisted in LOMI_DATA_DIR, seeded on first start only.
describe('server entry on the default PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'seeds on first start, logs as JSON, shuts down gracefully and keeps its data',
    { timeout: 90_000 },
    async () => {
      const first = await startServer({ LOMI_DATA_DIR: dataDir });
      const health = await (await fetch(`${first.base}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'up', media: 'up' });
      const campaigns = await (await fetch(`${first.base}/api/campaigns/`)).json();
      expect(campaigns.total).toBe(27);
      const second = await startServer({ LOMI_DATA_DIR: dataDir }).catch((error: Error) => error);
      expect(String(second)).toContain('in use by another Lomi process');
      expect(await stop(first.child)).toBe(0);
      const lines = first
        .logs()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.some((line) => line.msg === 'seeded the empty database with demo content')).toBe(true);
      expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);

      const again = await startServer({ LOMI_DATA_DIR: dataDir });
      expect(again.logs()).not.toContain('seeded the empty database');
      const image = await fetch(`${again.base}${campaigns.results[0].images[0].url}`);
      expect(image.status).toBe(200);
      expect(await stop(again.child)).toBe(0);
    },
  );
});

// LOMI_MEDIA_STORE=s3: the demo media are seeded into the bucket and served from it.
describe('server entry with media in an S3-compatible bucket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-server-s3-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'seeds the media into the bucket, serves them from it, and never logs the secret key',
    { timeout: 90_000 },
    async () => {
      const s3 = await startS3Server();
      const secret = 'never-logged-secret-access-key';
      try {
        const server = await startServer({
          LOMI_DATA_DIR: dataDir,
          LOMI_MEDIA_STORE: 's3',
          LOMI_S3_ENDPOINT: s3.endpoint,
          LOMI_S3_REGION: s3.region,
          LOMI_S3_BUCKET: s3.bucket,
          LOMI_S3_ACCESS_KEY_ID: s3.accessKeyId,
          // s3rver checks the key id, not the signature (see s3-server.ts), so any secret signs.
          LOMI_S3_SECRET_ACCESS_KEY: secret,
          LOMI_S3_FORCE_PATH_STYLE: '1',
        });
        const campaigns = await (await fetch(`${server.base}/api/campaigns/`)).json();
        const image = await fetch(`${server.base}${campaigns.results[0].images[0].url}`);
        expect(image.status).toBe(200);
        const bytes = Buffer.from(await image.arrayBuffer());
        const key = readdirSync(join(s3.directory, s3.bucket)).filter((name) =>
          name.endsWith('._S3rver_object'),
        );
        expect(key.length).toBeGreaterThan(30);
        expect(existsSync(join(dataDir, 'media'))).toBe(false);
        expect(bytes.byteLength).toBeGreaterThan(0);
        expect(await stop(server.child)).toBe(0);
        const ready = server
          .logs()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
          .find((line) => line.msg === 'Lomi is ready');
        expect(ready.media).toBe(`s3://${s3.bucket} at ${s3.endpoint}`);
        expect(server.logs()).not.toContain(secret);
      } finally {
        await s3.stop();
      }
    },
  );
});

describe('server entry with a setting it cannot run with', () => {
  async function refusal(env: Record<string, string>): Promise<string> {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: '0', LOMI_DATA_DIR: join(tmpdir(), 'lomi-never'), ...env },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    expect(await new Promise<number | null>((resolve) => child.once('exit', resolve))).toBe(1);
    expect(stderr).not.toContain('    at ');
    return stderr;
  }

  it('refuses NODE_ENV=production without PUBLIC_SITE_URL, or with one that is not an http(s) origin', async () => {
    // Otherwise a request's Host header would say where providers send donors and webhooks.
    const production = {
      NODE_ENV: 'production',
      LOMI_JWT_SECRET: 'x'.repeat(40),
      LOMI_SMS_PROVIDER: 'disabled',
    };
    expect(await refusal({ ...production, PUBLIC_SITE_URL: '' })).toContain(
      'Refusing to start: PUBLIC_SITE_URL must be set with NODE_ENV=production',
    );
    for (const bad of ['lomi.example.org', 'ftp://lomi.example.org', 'https://lomi.example.org/app']) {
      expect(await refusal({ ...production, PUBLIC_SITE_URL: bad })).toContain(
        `Refusing to start: PUBLIC_SITE_URL must be an absolute http(s) address with no path, e.g. https://lomi.example.org, got "${bad}".`,
      );
    }
  });

  it('refuses TRUST_PROXY=true with a message saying what to write instead', async () => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, TRUST_PROXY: 'true', PORT: '0', LOMI_DATA_DIR: join(tmpdir(), 'lomi-never') },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: TRUST_PROXY must be the number of proxies in front of Lomi');
    expect(stderr).toContain('TRUST_PROXY=1 behind one reverse proxy');
    expect(stderr).toContain('TRUST_PROXY=true would believe any X-Forwarded-For');
    expect(stderr).not.toContain('    at '); // a message for people, not a stack trace
  });

  it.each([
    [
      'LOMI_PAYMENTS_MOBILE',
      'paypal',
      'LOMI_PAYMENTS_MOBILE must be one of sandbox, lakipay, chapa, got "paypal".',
    ],
    [
      'LOMI_REPORT_RATE_LIMIT_WINDOW_MS',
      'soon',
      'LOMI_REPORT_RATE_LIMIT_WINDOW_MS must be a whole number of 1 or more, got "soon".',
    ],
  ])(
    'stops on a bad %s with one line naming it, what it got and what it expects',
    async (name, value, line) => {
      const stderr = await refusal({ [name]: value });
      expect(stderr).toBe(`Refusing to start: ${line} See packages/server/README.md, "Environment".\n`);
    },
  );

  it('names what LOMI_MEDIA_STORE=s3 lacks', async () => {
    const stderr = await refusal({ LOMI_MEDIA_STORE: 's3', LOMI_S3_BUCKET: 'lomi-media' });
    expect(stderr).toContain('Refusing to start: LOMI_S3_ACCESS_KEY_ID must be set: LOMI_MEDIA_STORE is s3');
    expect(stderr).toContain(
      'Refusing to start: LOMI_S3_SECRET_ACCESS_KEY must be set: LOMI_MEDIA_STORE is s3',
    );
  });

  it('never echoes a secret it refuses', async () => {
    const stderr = await refusal({ LOMI_JWT_SECRET: 'private-and-short' });
    expect(stderr).toBe(
      'Refusing to start: LOMI_JWT_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`), ' +
        'got (hidden). See packages/server/README.md, "Environment".\n',
    );
  });
});
