import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { LomiDatabase } from '../../../src/db/database.ts';
import { checkDependencies } from '../../../src/health/dependency-checks.ts';
import type { HealthRepository } from '../../../src/health/health-repository.ts';
import { S3BlobStore } from '../../../src/media/s3-blob-store.ts';
import { healthRoutes } from '../../../src/routes/health/health-routes.ts';
import { startS3Server } from '../../support/s3-server.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const version = serverPackage.version;

describe.each(databaseKinds)('health route on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  it('reports the database and the media store up, with the version', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', media: 'up', version });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database when it is gone', async () => {
    await database.close();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'down',
      media: 'up',
      message: 'The database does not answer.',
      version,
    });
    // The suite's close() closes the database again: make that harmless.
    database.close = async () => {};
  });
});

/** An app with the health route alone, over checks the test chooses. */
async function healthApp(
  ping: () => Promise<void>,
  check: () => Promise<void>,
  timeoutMs?: number,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, {
    health: { ping } as HealthRepository,
    media: { check },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return app;
}

const never = () => new Promise<void>(() => {});

describe('health route with a dependency down', () => {
  it('names the media store when it fails', async () => {
    const app = await healthApp(
      async () => {},
      () => Promise.reject(new Error('EACCES: permission denied')),
    );
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'up',
      media: 'down',
      message: 'The media store does not answer.',
      version,
    });
    // The reason goes to the log, never to the caller.
    expect(response.body).not.toContain('EACCES');
    await app.close();
  });

  it('answers within its timeout, naming both, when the database and the bucket hang', async () => {
    const app = await healthApp(never, never, 100);
    const started = Date.now();
    const response = await app.inject('/api/health');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      database: 'down',
      media: 'down',
      message: 'The database and the media store do not answer.',
    });
    await app.close();
  });
});

describe('health route with media in an S3 bucket', () => {
  it('says the media store is up while the bucket answers, and down once its server is gone', async () => {
    const s3 = await startS3Server();
    const store = new S3BlobStore(s3.storeOptions);
    const app = await healthApp(
      async () => {},
      () => store.check(),
    );
    try {
      expect((await app.inject('/api/health')).json()).toMatchObject({ status: 'ok', media: 'up' });
      await s3.stop();
      const started = Date.now();
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: 'up', media: 'down' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

describe('checkDependencies', () => {
  it('runs the checks at once, each bounded by the timeout', async () => {
    const started = Date.now();
    const states = await checkDependencies({ database: never, media: async () => {} }, { timeoutMs: 200 });
    expect(states).toEqual({ database: 'down', media: 'up' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('logs the reason of a failed check', async () => {
    const warnings: object[] = [];
    await checkDependencies(
      { database: async () => {}, media: () => Promise.reject(new Error('bucket gone')) },
      { logger: { warn: (details) => warnings.push(details) } },
    );
    expect(warnings).toEqual([expect.objectContaining({ dependency: 'media' })]);
  });
});
