import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import { limitPerClient, type ClientRateLimit } from '../../src/http/client-rate-limit.ts';
import { RateLimiter } from '../../src/http/rate-limiter.ts';
import { RateLimitCounterRepository } from '../../src/rate-limits/rate-limit-counter-repository.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

const greetings: ClientRateLimit = {
  scope: 'greeting',
  message: (wait) => `Too many greetings. Please try again in ${wait}.`,
};

describe.each(databaseKinds)('limitPerClient on %s', (kind) => {
  let database: LomiDatabase;
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify();
    registerErrorHandler(app);
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    const onRequest = limitPerClient(limiter, greetings, { max: 2, windowMs: 600_000 });
    app.post('/greetings', { onRequest }, async () => ({ handled: ++handled }));
    app.get('/other', async () => 'not limited');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const greet = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/greetings', remoteAddress, payload: {} });

  it('refuses a client over the limit before the handler runs, with Retry-After and the route’s message', async () => {
    expect((await greet('203.0.113.1')).statusCode).toBe(200);
    expect((await greet('203.0.113.1')).statusCode).toBe(200);
    const refused = await greet('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many greetings. Please try again in 10 minutes.',
      code: 'LOMI_ERR_RATE_LIMITED',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(handled).toBe(2);
  });

  it('counts each address on its own, and only on its route', async () => {
    expect((await greet('203.0.113.2')).statusCode).toBe(200);
    const other = await app.inject({ url: '/other', remoteAddress: '203.0.113.1' });
    expect(other.statusCode).toBe(200);
  });

  it('counts in the database, keyed by hashes that hold no address', async () => {
    const keys = await database.db.selectFrom('rate_limit_counters').select(['key', 'hits']).execute();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect(JSON.stringify(keys)).not.toContain('203.0.113');
  });
});
