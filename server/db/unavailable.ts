import { causedBy } from '../errors/caused-by.js';

/**
 * "The database cannot serve now": PostgreSQL is down, restarting, paused, out of connections, or did not answer
 * within the bound (postgres.ts). The HTTP error handler answers these with 503 and "service busy" (retry in a
 * moment); any other database error (a constraint, a bug in a query) stays what it is.
 */
export class DatabaseUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * SQLSTATEs that say the server, not the query, failed: class 08 (connection exception), 53300
 * (too_many_connections), 57P01-57P03 (admin or crash shutdown, cannot connect now: starting or stopping),
 * 57014 (query_canceled: a statement_timeout or an operator's pg_cancel_backend).
 */
const SERVER_STATES = /^(08...|53300|57P0[123]|57014)$/;
/** Socket errors: nothing listens, the connection broke, the host is unreachable or its name does not resolve. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's and pg-pool's own words for a connection that is gone or never came. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Whether an error the pg driver threw means the database is unavailable (see above). */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SERVER_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return PG_MESSAGES.test(err.message);
}

/** An error from the pg driver, as a DatabaseUnavailable when it means that (the original as its cause). */
export function marked(err: unknown): unknown {
  if (err instanceof DatabaseUnavailable || !isUnavailable(err)) return err;
  return new DatabaseUnavailable((err as Error).message, { cause: err });
}

/** Whether `err`, or an error it was wrapped around (`cause`), is a DatabaseUnavailable. */
export const isDatabaseUnavailable = (err: unknown): boolean => causedBy(err, DatabaseUnavailable);
