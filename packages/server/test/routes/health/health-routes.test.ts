import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('health route on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  it('reports the server and database as healthy, with the version', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: serverPackage.version });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    await database.close();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'unreachable',
      version: serverPackage.version,
    });
    // The suite's close() closes the database again: make that harmless.
    database.close = async () => {};
  });
});
