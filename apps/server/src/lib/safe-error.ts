/**
 * What a log may say about an error. Logs carry no personal or health data and no secrets, at any
 * level (docs/product.md#logs): a failed query's error names the query's parameters (children's
 * names, birth dates, diagnoses, token hashes) in its message, its `params` and its stack's first
 * line, and PostgreSQL's own message and `detail` can quote a value ("Key (email)=(…)").
 *
 * So an error is logged by its kind and where it happened, never by the values it carries: the
 * class name, the SQL text with its placeholders, PostgreSQL's SQLSTATE code and the names of the
 * constraint, table and column, and the stack's frames without the message line.
 */
export interface SafeError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: SafeError;
}

/** Errors whose message we wrote ourselves and know to carry no data. */
const OWN_MESSAGES = new Set(['HttpError', 'ConfigError', 'DataDirLockedError']);
const PG_FIELDS = ['code', 'constraint', 'table', 'column'] as const;

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & Record<string, unknown>;
  const out: SafeError = { type: e.constructor?.name || e.name || 'Error' };
  if (OWN_MESSAGES.has(out.type)) out.message = e.message;
  for (const field of PG_FIELDS) {
    if (typeof e[field] === 'string') out[field] = e[field] as string;
  }
  if (typeof e.query === 'string') out.query = e.query.slice(0, 2000);
  if (typeof e.stack === 'string') out.stack = stackFrames(e.stack);
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** The "    at …" lines only: the first line of a stack repeats the message. */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
