import { ACCOUNT_SUSPENDED, TERMS_REQUIRED, UNKNOWN_FIELD_PREFIX } from '@neurobridge/shared/api/errors';
import { ApiError } from '../api-client';

/*
 * What one send of a queued item came to, by the server's answer (docs/product.md#offline-play): a
 * pure rule, so every answer's fate is written and tested once.
 */

export type SendOutcome =
  /** Recorded (or recorded already: an idempotent replay): the item leaves the queue. */
  | { kind: 'sent' }
  /** No answer or server trouble: the item stays and the round stops; tried again after a pause. */
  | { kind: 'retry' }
  /** The session cannot send now (signed out, suspended, terms to accept): the item stays, the round stops. */
  | { kind: 'blocked' }
  /** Refused for a reason a repeat cannot change: the item leaves the queue and the parent is told. */
  | { kind: 'refused'; reason: string };

/** A server's answer as the queue reads it; `null` when none came (no connection, a dropped request). */
export type Answer = { status: number; code?: string; error?: string } | null;

/** Said when a refusal came without the server's words (a proxy's page, say). */
export const REFUSED_WITHOUT_REASON = 'O servidor recusou este resultado.';

const TRY_AGAIN = new Set([408, 409, 429]);

export function outcomeOf(answer: Answer): SendOutcome {
  if (answer === null) return { kind: 'retry' };
  const { status, code, error } = answer;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status >= 500 || TRY_AGAIN.has(status)) return { kind: 'retry' };
  if (status === 401) return { kind: 'blocked' };
  if (status === 403 && (code === ACCOUNT_SUSPENDED || code === TERMS_REQUIRED)) return { kind: 'blocked' };
  // A field of this release unknown to the server that answered: one of the previous release, during
  // a rolling upgrade (a result's `level`, say). The next try reaches an upgraded one.
  if (status === 400 && error?.startsWith(UNKNOWN_FIELD_PREFIX)) return { kind: 'retry' };
  if (status >= 400) return { kind: 'refused', reason: error || REFUSED_WITHOUT_REASON };
  // 1xx or 3xx never ends a fetch here; wait rather than drop.
  return { kind: 'retry' };
}

/** The outcome of a call that threw: an `ApiError` by its answer, anything else as no answer. */
export function outcomeOfError(err: unknown): SendOutcome {
  if (err instanceof ApiError) return outcomeOf({ status: err.status, code: err.code, error: err.serverMessage });
  return outcomeOf(null);
}
