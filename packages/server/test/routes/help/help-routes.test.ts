import { HELP_QUESTION_MAX_LENGTH, type SubmittedHelpQuestion } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp, TEST_PUBLIC_SITE_URL } from '../../support/test-app.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';
import { ownBlobStore } from '../../support/own-media-dir.ts';

describe.each(databaseKinds)('POST /api/help/questions/ on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Every request here comes from 127.0.0.1; this suite is about storing and validation, not the limit.
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_MAX', '1000');
    try {
      ({ app, database, close } = await createTestApp(kind));
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(() => close());

  const ask = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/help/questions/', payload });

  async function questionCount(): Promise<number> {
    const { count } = await database.db
      .selectFrom('help_questions')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it('stores the question, trimmed, and answers 201 with its id and time', async () => {
    const response = await ask({
      email: '  abebe@example.com ',
      question: '\n How long do withdrawals take? ',
    });

    expect(response.statusCode, response.body).toBe(201);
    const body: SubmittedHelpQuestion = response.json();
    expect(body).toEqual({ id: expect.any(Number), created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const row = await database.db
      .selectFrom('help_questions')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'abebe@example.com', question: 'How long do withdrawals take?' });
    expect(row.created_at.toISOString()).toBe(body.created);
  });

  it('keeps Amharic questions as they were written', async () => {
    const question = 'ገንዘቡ ለድርጅቱ መቼ ይደርሳል?';
    const response = await ask({ email: 'selam@example.et', question });

    expect(response.statusCode, response.body).toBe(201);
    const row = await database.db
      .selectFrom('help_questions')
      .select('question')
      .where('id', '=', response.json<SubmittedHelpQuestion>().id)
      .executeTakeFirstOrThrow();
    expect(row.question).toBe(question);
  });

  it('answers 400 naming the field for a missing or bad e-mail or question, and stores nothing', async () => {
    const before = await questionCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ question: 'Hi' }, 'email', 'is required'],
      [{ email: '   ', question: 'Hi' }, 'email', 'is required'],
      [{ email: 'abebe@', question: 'Hi' }, 'email', 'Invalid Email Address'],
      [{ email: 42, question: 'Hi' }, 'email', 'must be text'],
      [{ email: `${'a'.repeat(250)}@example.com`, question: 'Hi' }, 'email', 'Invalid Email Address'],
      [{ email: 'abebe@example.com' }, 'question', 'is required'],
      [{ email: 'abebe@example.com', question: ' \n ' }, 'question', 'is required'],
      [
        { email: 'abebe@example.com', question: 'x'.repeat(HELP_QUESTION_MAX_LENGTH + 1) },
        'question',
        `must be at most ${HELP_QUESTION_MAX_LENGTH} characters`,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'LOMI_ERR_VALIDATION', errors: { [field]: message } });
      expect(response.json().message).toContain(field);
    }
    expect(await questionCount()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/help/questions/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('accepts the question without a trailing slash too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/help/questions',
      payload: { email: 'abebe@example.com', question: 'Hello?' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe.each(databaseKinds)('the help question limit on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_MAX', '2');
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_WINDOW_MS', '60000');
    try {
      ({ app, database, close } = await createTestApp(kind));
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(() => close());

  const askOn = (instance: FastifyInstance, question: string, remoteAddress: string) =>
    instance.inject({
      method: 'POST',
      url: '/api/help/questions/',
      payload: { email: 'abebe@example.com', question },
      remoteAddress,
    });

  /** Another app on the same database, as a second instance behind a load balancer (or a restart). */
  async function anotherInstance(): Promise<FastifyInstance> {
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_MAX', '2');
    try {
      return await buildApp({
        db: database.db,
        blobs: ownBlobStore(),
        publicSiteUrl: TEST_PUBLIC_SITE_URL,
      });
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('answers 429 with a message once a client has asked too often, without storing the question', async () => {
    const ask = (question: string, remoteAddress = '203.0.113.7') => askOn(app, question, remoteAddress);

    expect((await ask('One')).statusCode).toBe(201);
    expect((await ask('Two')).statusCode).toBe(201);
    const limited = await ask('Three');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many questions from your connection. Please try again in 1 minute.',
      code: 'LOMI_ERR_RATE_LIMITED',
    });
    // The window is LOMI_HELP_RATE_LIMIT_WINDOW_MS (a minute here), not the default 10 minutes.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const stored = await database.db
      .selectFrom('help_questions')
      .select('question')
      .where('question', '=', 'Three')
      .execute();
    expect(stored).toEqual([]);

    // The limit is per client: another visitor may still ask.
    expect((await ask('Four', '198.51.100.2')).statusCode).toBe(201);
  });

  it('is shared by every instance on the database, and a restart does not reset it', async () => {
    const other = await anotherInstance();
    try {
      const client = '203.0.113.40';
      expect((await askOn(app, 'First, here', client)).statusCode).toBe(201);
      expect((await askOn(other, 'Second, there', client)).statusCode).toBe(201);
      // Each instance has seen one question; together they have seen the two allowed.
      expect((await askOn(app, 'Third, here', client)).statusCode).toBe(429);
      expect((await askOn(other, 'Third, there', client)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
    const restarted = await anotherInstance();
    try {
      expect((await askOn(restarted, 'After a restart', '203.0.113.40')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

// TRUST_PROXY=1: the client is the address the proxy appended to X-Forwarded-For, not the proxy itself.
describe.each(databaseKinds)('the help question limit behind one trusted proxy on %s', (kind) => {
  let database: LomiDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_MAX', '1');
    try {
      app = await buildApp({
        db: database.db,
        blobs: ownBlobStore(),
        publicSiteUrl: TEST_PUBLIC_SITE_URL,
        trustProxy: 1,
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/help/questions/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'abebe@example.com', question: 'Through the proxy?' },
    });

  it('counts each visitor behind the proxy on its own, whatever it wrote in front of its address', async () => {
    expect((await ask('203.0.113.7')).statusCode).toBe(201);
    expect((await ask('198.51.100.1, 203.0.113.7')).statusCode).toBe(429);
    expect((await ask('203.0.113.8')).statusCode).toBe(201);
  });
});
