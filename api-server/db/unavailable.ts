// Issue 14 §5: when PostgreSQL is stopped or unreachable, a request answers 503 with a Danish message
// within the connection timeout, not 500 and not after a hang. This tells such an error from a bug.
// Drizzle wraps the driver's error (`cause`), node-postgres reports socket errors by `code` and the
// server's own shutdown by SQLSTATE.

/** Socket-level errors: the database is not there. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is connection exceptions. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres' own messages for a pool or client that lost its server. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection refused',
];

function isUnavailableOne(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m));
}

/** True when `err` (or an error it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (isUnavailableOne(e)) return true;
    if (e instanceof AggregateError && e.errors.some(isUnavailableOne)) return true;
  }
  return false;
}
