/**
 * The one place that tells "the database is unreachable" from any other failure
 * (docs/product.md#database-down): such a request answers 503 with `Retry-After`, not a 500, and
 * the pool opens new connections by itself once the database is back.
 */
export const DATABASE_UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** What `Retry-After` says: a restart or fail-over usually takes a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The socket could not be opened or was cut (Node's codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's SQLSTATEs for a server going away or not taking connections: 57P01 admin_shutdown
 * (a restart, or `pg_terminate_backend`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up), 53300 too_many_connections; class 08 is every connection exception.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and PGlite say it in words only (pg's pool timeout, a cut connection, a closed PGlite). */
const MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /is not queryable$/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

export function databaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (MESSAGES.some((m) => m.test(err.message))) return true;
  // A host name with several addresses fails with one error per address.
  if (err instanceof AggregateError && err.errors.some((e) => databaseUnavailable(e, depth + 1))) return true;
  // drizzle wraps the driver's error in its own (`DrizzleQueryError`, the driver's as `cause`).
  return databaseUnavailable(err.cause, depth + 1);
}
