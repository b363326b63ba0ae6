/**
 * Whether `err` (or an error it wraps, e.g. Drizzle's `DrizzleQueryError.cause`) means the
 * database cannot be reached right now, as opposed to a bug in a query: refused or dropped
 * connections, PostgreSQL's class 08 (connection exception), and its shutdown and start-up
 * states (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now). The API
 * answers these with 503 and Retry-After instead of 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** What node-postgres says when a connection breaks or cannot be had from the pool. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;
