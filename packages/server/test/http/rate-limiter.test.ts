import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/http/rate-limiter.ts';
import { RateLimitCounterRepository } from '../../src/rate-limits/rate-limit-counter-repository.ts';
import type { LomiDatabase } from '../../src/db/database.ts';
import { testClock } from '../support/accounts-app.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

describe.each(databaseKinds)('database rate limiter on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('allows max hits per window, then says how long to wait, then opens a new window', async () => {
    const clock = testClock(new Date('2026-05-01T08:00:00Z'));
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db), clock.now);
    const rule = { max: 3, windowMs: 60_000 };
    const waits = [];
    for (let index = 0; index < 4; index++)
      waits.push(await limiter.hit('login', ['10.0.0.1', 'a@b.co'], rule));
    expect(waits).toEqual([0, 0, 0, 60]);
    clock.advance(45_000);
    expect(await limiter.hit('login', ['10.0.0.1', 'a@b.co'], rule)).toBe(15);
    // Other keys count on their own.
    expect(await limiter.hit('login', ['10.0.0.2', 'a@b.co'], rule)).toBe(0);
    expect(await limiter.hit('signup', ['10.0.0.1', 'a@b.co'], rule)).toBe(0);
    clock.advance(15_000);
    expect(await limiter.hit('login', ['10.0.0.1', 'a@b.co'], rule)).toBe(0);
  });

  it('counts parallel hits exactly (instances share the counter)', async () => {
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    const rule = { max: 5, windowMs: 60_000 };
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit('burst', ['10.0.0.9'], rule)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('gives back the hits of a request that succeeded, so a rule counts failures only', async () => {
    const clock = testClock(new Date('2026-05-02T08:00:00Z'));
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db), clock.now);
    const check = { scope: 'refund', parts: ['10.0.0.3'], rule: { max: 2, windowMs: 60_000 } };
    const count = async () =>
      (await database.db.selectFrom('rate_limit_counters').select('hits').execute()).length;
    const before = await count();
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(0);
    await limiter.refund([check]);
    // A counter given back to zero is removed (counters hold at least one hit).
    expect(await count()).toBe(before);
    for (let index = 0; index < 5; index++) {
      await limiter.hit(check.scope, check.parts, check.rule);
      await limiter.refund([check]);
    }
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(0);
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(0);
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(60);
    await limiter.refund([check]);
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(60);
    // A window that has ended is not touched: the next hit starts a new one.
    clock.advance(60_000);
    await limiter.refund([check]);
    expect(await limiter.hit(check.scope, check.parts, check.rule)).toBe(0);
  });

  it('refuses with the message of the rule that makes the client wait longest', async () => {
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    const reply = { header: () => reply } as unknown as Parameters<RateLimiter['enforce']>[0];
    const short = { scope: 'short', parts: ['x'], rule: { max: 0, windowMs: 30_000 } };
    const long = {
      scope: 'long',
      parts: ['x'],
      rule: { max: 0, windowMs: 600_000 },
      message: (wait: string) => `Paused for ${wait}.`,
    };
    await expect(limiter.enforce(reply, [short, long])).rejects.toMatchObject({
      statusCode: 429,
      message: 'Paused for 10 minutes.',
    });
    await expect(limiter.enforce(reply, [short])).rejects.toMatchObject({
      message: 'Too many attempts. Please try again in 30 seconds.',
    });
  });

  it('stores only hashes of the keys', async () => {
    const limiter = new RateLimiter(new RateLimitCounterRepository(database.db));
    await limiter.hit('login', ['10.0.0.7', 'secret.person@example.org'], { max: 1, windowMs: 1_000 });
    const keys = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect(JSON.stringify(keys)).not.toContain('secret.person');
  });
});
