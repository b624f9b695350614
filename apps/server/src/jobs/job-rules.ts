/**
 * The job runner's rules, without a database (docs/decisions/023-one-job-runner.md): when a
 * timed job is due, how long a queued item waits after a failed attempt, and when it stops.
 */

/** How a queue treats its items: attempts, the wait between them and the lease of a claim. */
export interface QueuePolicy {
  /** Attempts an item gets; after the last one fails it stays `failed` for the administration. */
  maxAttempts: number;
  /** The wait after failed attempt `attempt` (1 for the first). */
  backoff(attempt: number): number;
  /** How long a claimed item stays with its server: far longer than one attempt can take. */
  leaseMs: number;
  /**
   * An item still claimed after its lease belonged to a server that stopped mid-attempt. `retry`:
   * the attempt may be made again (it changes nothing twice). `{ fail }`: it may have had its
   * effect, so it is never made again on its own; it fails with this reason (an e-mail:
   * docs/decisions/019-email-delivery-at-most-once.md).
   */
  leaseLost: 'retry' | { fail: string };
}

/** A back-off from a list of waits: attempt n waits `delaysMs[n - 1]`, the last one repeating. */
export function backoffSteps(delaysMs: readonly number[]): (attempt: number) => number {
  if (delaysMs.length === 0) throw new Error('backoffSteps: at least one wait');
  return (attempt) => delaysMs[Math.min(Math.max(attempt, 1), delaysMs.length) - 1]!;
}

export type AfterFailure = { state: 'pending'; nextAttemptAt: Date } | { state: 'failed' };

/**
 * After attempt number `attempts` failed at `now`: tried again after the back-off, or failed for
 * good once the attempts are used up or the failure is permanent (it would fail the same way).
 */
export function afterFailure(policy: QueuePolicy, attempts: number, now: Date, permanent = false): AfterFailure {
  if (permanent || attempts >= policy.maxAttempts) return { state: 'failed' };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + policy.backoff(attempts)) };
}

/** When a timed job that last ran at `lastRunAt` runs next (now, if it never ran). */
export function nextRunAt(lastRunAt: Date | null, everyMs: number, now: Date): Date {
  return lastRunAt ? new Date(lastRunAt.getTime() + everyMs) : now;
}

/** Whether a timed job is due at `now`: the same rule the claim applies in one statement. */
export function isDue(lastRunAt: Date | null, everyMs: number, now: Date): boolean {
  return nextRunAt(lastRunAt, everyMs, now).getTime() <= now.getTime();
}

/** What a job's error keeps: its kind and at most 500 characters, on one line. */
export function errorLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}
