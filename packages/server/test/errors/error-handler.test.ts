import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { ApiError } from '../../src/errors/api-error.ts';
import { createTestApp } from '../support/test-app.ts';

// The error handler does not depend on the database engine; one engine is enough here.
describe('error handler', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let database: LomiDatabase;
  const logged: string[] = [];

  beforeAll(async () => {
    ({ app, close, database } = await createTestApp('pglite'));
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error.message);
    });
    app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.get('/api/test/conflict', async () => {
      throw new ApiError(409, 'LOMI_ERR_VALIDATION', 'Already saved.', { campaign_id: 'is already saved' });
    });
    app.post('/api/test/echo', async (request) => request.body);
    // Text PostgreSQL refuses to store, made past the request checks.
    app.get('/api/test/nul', async () => {
      await sql`SELECT ${'a\u0000b'}::text AS text`.execute(database.db);
      return {};
    });
  });
  afterAll(() => close());

  it('hides the details of unexpected errors behind a 500', async () => {
    const response = await app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
      code: 'LOMI_ERR_INTERNAL',
    });
    expect(response.body).not.toContain('secret');
    expect(logged).toContain('connection string postgres://secret@db leaked');
  });

  it('answers text the database cannot store (PostgreSQL 22021) with a 400, not a 500', async () => {
    const response = await app.inject('/api/test/nul');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request holds text that cannot be stored (such as the NUL character). Please remove it.',
      code: 'LOMI_ERR_VALIDATION',
    });
  });

  it('sends API errors with their status, code and field messages', async () => {
    const response = await app.inject('/api/test/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Already saved.',
      code: 'LOMI_ERR_VALIDATION',
      errors: { campaign_id: 'is already saved' },
    });
  });

  it('turns malformed bodies into 4xx, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LOMI_ERR_BAD_REQUEST');
    const unsupported = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('LOMI_ERR_BAD_REQUEST');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/campaigns/'],
      ['GET', '/charity/unknown/path'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        message: `No endpoint answers ${method} ${url}.`,
        code: 'LOMI_ERR_ROUTE_NOT_FOUND',
      });
    }
  });
});
