/**
 * A write the caller got wrong (unknown reciter, reciter still has naats...). The app's error handler
 * turns it into a `Fail` with this status and message, so routes can let it propagate.
 */
export class RepositoryError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 | 409,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

/** The database cannot be reached (at start: the server stops with this message; later: a 503). */
export class DatabaseUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailable';
  }
}

/** Error codes of a database that is down, restarting or unreachable (node and PostgreSQL SQLSTATEs). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
  'SQLITE_BUSY', // another process held the write lock past busy_timeout
]);

/** True when `error` says the database is unavailable rather than that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  // node-postgres reports a connection dropped mid-query, or a timed-out query/connect, only in words.
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i.test(
      message,
    )
  );
}
