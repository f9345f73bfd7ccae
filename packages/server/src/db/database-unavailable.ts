// Which errors mean "the database cannot be reached right now" (stopped, restarting, refusing connections, a
// broken connection) rather than "this query is wrong". The error handler answers the first kind with a 503
// the client may retry; the second stays a 500, a bug to fix.

// SQLSTATE class 08 (connection exception), and the server going away or not yet ready: admin_shutdown
// (57P01, a fast stop or restart), crash_shutdown (57P02), cannot_connect_now (57P03, starting up or
// shutting down) and too_many_connections (53300).
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/;

// What pg and pg-pool say, without a code, when a connection could not be made or broke under a query.
const UNAVAILABLE_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]);

// Socket errors (ECONNREFUSED, ECONNRESET, a DNS failure…) carry no mark of who raised them: a payment
// provider's or the media store's would look the same. The PostgreSQL driver marks its own here as they
// happen (database.ts), and only marked ones count.
const fromDatabaseConnection = new WeakSet<object>();

/** Records that `error` was raised by a database connection (connecting, or a connection that broke). */
export function markDatabaseConnectionError(error: unknown): void {
  if (typeof error === 'object' && error !== null) fromDatabaseConnection.add(error);
}

/** Whether `error` says the database is unreachable for now (see the top of this file), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (fromDatabaseConnection.has(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.has(message);
}
