import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import {
  limitPerClient,
  readClientRateRule,
  type ClientRateLimit,
} from '../../src/http/client-rate-limit.ts';
import { RateLimiter } from '../../src/http/rate-limiter.ts';
import { RateLimitCounterRepository } from '../../src/rate-limits/rate-limit-counter-repository.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

const greetings: ClientRateLimit = {
  scope: 'greeting',
  env: 'LOMI_GREETING_RATE_LIMIT',
  rule: { max: 5, windowMs: 600_000 },
  message: (wait) => `Too many greetings. Please try again in ${wait}.`,
};

describe('readClientRateRule', () => {
  it('keeps the route’s rule when the environment sets nothing (or only blanks)', () => {
    expect(readClientRateRule({}, greetings)).toEqual({ max: 5, windowMs: 600_000 });
    expect(
      readClientRateRule(
        { LOMI_GREETING_RATE_LIMIT_MAX: ' ', LOMI_GREETING_RATE_LIMIT_WINDOW_MS: '' },
        greetings,
      ),
    ).toEqual({ max: 5, windowMs: 600_000 });
  });

  it('reads <env>_MAX and <env>_WINDOW_MS', () => {
    expect(
      readClientRateRule(
        { LOMI_GREETING_RATE_LIMIT_MAX: '50', LOMI_GREETING_RATE_LIMIT_WINDOW_MS: '60000' },
        greetings,
      ),
    ).toEqual({ max: 50, windowMs: 60_000 });
  });

  it('refuses values that would silently disable or break the limit, naming the variable', () => {
    for (const value of ['0', '-3', '2.5', 'many', '1e400']) {
      expect(() => readClientRateRule({ LOMI_GREETING_RATE_LIMIT_MAX: value }, greetings), value).toThrow(
        `LOMI_GREETING_RATE_LIMIT_MAX must be a whole number of 1 or more, got "${value}".`,
      );
    }
    expect(() => readClientRateRule({ LOMI_GREETING_RATE_LIMIT_WINDOW_MS: '0' }, greetings)).toThrow(
      /LOMI_GREETING_RATE_LIMIT_WINDOW_MS/,
    );
  });
});

describe.each(databaseKinds)('limitPerClient on %s', (kind) => {
  let database: LomiDatabase;
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify();
    registerErrorHandler(app);
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    const onRequest = limitPerClient(limiter, greetings, { LOMI_GREETING_RATE_LIMIT_MAX: '2' });
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

  it('throws at registration for a malformed environment value', () => {
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    expect(() => limitPerClient(limiter, greetings, { LOMI_GREETING_RATE_LIMIT_WINDOW_MS: 'soon' })).toThrow(
      'LOMI_GREETING_RATE_LIMIT_WINDOW_MS must be a whole number of 1 or more, got "soon".',
    );
  });
});
