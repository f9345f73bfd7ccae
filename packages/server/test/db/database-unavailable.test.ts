import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markDatabaseConnectionError } from '../../src/db/database-unavailable.ts';
import { openDatabase } from '../../src/db/database.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandler } from '../../src/errors/error-handler.ts';

/** An error as pg raises it: a message, and PostgreSQL's SQLSTATE or Node's socket code in `code`. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('which database errors mean "unreachable for now"', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
  ])('PostgreSQL %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(pgError(message, code))).toBe(true);
  });

  it.each([
    'timeout exceeded when trying to connect',
    'Connection terminated due to connection timeout',
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
  ])('pg: %s', (message) => {
    expect(isDatabaseUnavailable(pgError(message))).toBe(true);
  });

  it('counts a socket error only when a database connection raised it', () => {
    const refused = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    // A payment provider's or the media store's refused connection is not the database's.
    expect(isDatabaseUnavailable(refused)).toBe(false);
    markDatabaseConnectionError(refused);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it.each([
    ['42601', 'syntax error at or near "SELEC"'],
    ['23505', 'duplicate key value violates unique constraint'],
    ['40001', 'could not serialize access'],
    ['ECONNRESET', 'read ECONNRESET'],
  ])('keeps a real fault a fault: %s', (code, message) => {
    expect(isDatabaseUnavailable(pgError(message, code))).toBe(false);
  });

  it('marks what the pool raises when PostgreSQL refuses connections', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const error = await database.db
      .selectFrom('users')
      .select('id')
      .execute()
      .catch((failure: unknown) => failure);
    await database.close();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('the error handler on an unreachable database', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/shutdown', async () => {
    throw pgError('terminating connection due to administrator command', '57P01');
  });
  app.get('/bug', async () => {
    throw pgError('column "nme" does not exist', '42703');
  });
  afterAll(() => app.close());

  it('answers 503 with the message, the code clients switch on and a Retry-After', async () => {
    const response = await app.inject('/shutdown');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'LOMI_ERR_DATABASE_UNAVAILABLE',
    });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('keeps a wrong query a 500', async () => {
    const response = await app.inject('/bug');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'LOMI_ERR_INTERNAL' });
  });
});
