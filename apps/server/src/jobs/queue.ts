import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { afterFailure, type QueuePolicy } from './job-rules';

/**
 * A queue of the job runner (docs/decisions/023-one-job-runner.md): the rows of a table that
 * carries the runner's claim columns. Its items keep their own table (the outbox's e-mails, the
 * payment notifications); the runner claims, leases, backs off and fails them the same way.
 */
export interface QueueTable {
  table: PgTable;
  /** The row's key: one column, a number or text. */
  key: PgColumn;
  state: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  /** The table's words for the runner's states (the outbox says `sending`). */
  states: { pending: string; running: string; failed: string };
}

/** A claimed item: its key and the attempt this claim counted. */
export interface Claimed<K extends string | number = string | number> {
  key: K;
  attempts: number;
}

/** The attempt's failure: `error(final)` is its last_error, worded for a retry or the end. */
export interface AttemptFailure {
  permanent?: boolean;
  error: (final: boolean) => string;
}

/** What a lost lease writes when its queue retries: the attempt may be made again. */
export const LEASE_LOST_RETRY = 'Tentativa interrompida: o servidor parou no meio dela.';

const column = (c: PgColumn) => sql.identifier(c.name);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function rowsOf<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows;
}

export function createQueue<K extends string | number>(db: Db, clock: Clock, spec: QueueTable, policy: QueuePolicy) {
  const { table, key, state, attempts, nextAttemptAt, lastError, states } = spec;

  /** This claim's row: the same attempt, still in its server's hands. */
  const held = (claimed: Claimed<K>): SQL =>
    and(eq(key, claimed.key), eq(state, states.running), eq(attempts, claimed.attempts))!;

  return {
    spec,
    policy,
    held,

    /**
     * Claims the next due item (of those `only` allows): its attempt counted and its lease written
     * in one statement, committed before the work starts. Two servers never hold the same item:
     * the row is picked with `FOR UPDATE SKIP LOCKED`, and `= (subquery)` runs the pick once.
     */
    async claim(only?: SQL): Promise<Claimed<K> | null> {
      const now = clock.now();
      const lease = new Date(now.getTime() + policy.leaseMs);
      const due = sql`select ${key} from ${table}
        where ${state} = ${states.pending} and ${nextAttemptAt} <= ${at(now)}${only ? sql` and ${only}` : sql``}
        order by ${nextAttemptAt}, ${key} limit 1 for update skip locked`;
      const result = await db.execute(sql`update ${table}
        set ${column(state)} = ${states.running}, ${column(attempts)} = ${attempts} + 1, ${column(nextAttemptAt)} = ${at(lease)}
        where ${key} = (${due}) and ${state} = ${states.pending}
        returning ${key} as "key", ${attempts} as "attempts"`);
      const [row] = rowsOf<{ key: K; attempts: number | string }>(result);
      return row ? { key: row.key, attempts: Number(row.attempts) } : null;
    },

    /**
     * A claimed attempt failed: the item waits its back-off, or fails for good (attempts used up,
     * or a permanent failure). Written only while the claim is still this one's.
     */
    async fail(claimed: Claimed<K>, failure: AttemptFailure): Promise<'retried' | 'failed'> {
      const now = clock.now();
      const next = afterFailure(policy, claimed.attempts, now, failure.permanent);
      const final = next.state === 'failed';
      await db.execute(sql`update ${table}
        set ${column(state)} = ${final ? states.failed : states.pending},
            ${column(lastError)} = ${failure.error(final)},
            ${column(nextAttemptAt)} = ${at(next.state === 'pending' ? next.nextAttemptAt : now)}
        where ${held(claimed)}`);
      return final ? 'failed' : 'retried';
    },

    /**
     * A failed item back to the queue, due now with its attempts from zero (the administrator's
     * retry). Answers what it had before, or null when the item is not failed.
     */
    async retry(itemKey: K): Promise<{ attempts: number; lastError: string | null } | null> {
      const result = await db.execute(sql`update ${table} as q
        set ${column(state)} = ${states.pending}, ${column(attempts)} = 0, ${column(lastError)} = null,
            ${column(nextAttemptAt)} = ${at(clock.now())}
        from (select ${column(attempts)} as a, ${column(lastError)} as e from ${table}
              where ${key} = ${itemKey} and ${state} = ${states.failed} for update) as before
        where q.${column(key)} = ${itemKey} and q.${column(state)} = ${states.failed}
        returning before.a as "attempts", before.e as "last_error"`);
      const [row] = rowsOf<{ attempts: number | string; last_error: string | null }>(result);
      return row ? { attempts: Number(row.attempts), lastError: row.last_error } : null;
    },

    /**
     * Items still claimed past their lease: their server stopped mid-attempt. Per the policy they
     * are due again (while attempts remain) or failed with the reason. Answers how many.
     */
    async recoverLeases(): Promise<number> {
      const now = clock.now();
      const expired = and(eq(state, states.running), sql`${nextAttemptAt} <= ${at(now)}`);
      const result =
        policy.leaseLost === 'retry'
          ? await db.execute(sql`update ${table}
              set ${column(state)} = case when ${attempts} >= ${policy.maxAttempts} then ${states.failed} else ${states.pending} end,
                  ${column(lastError)} = ${LEASE_LOST_RETRY}, ${column(nextAttemptAt)} = ${at(now)}
              where ${expired} returning ${key} as "key"`)
          : await db.execute(sql`update ${table}
              set ${column(state)} = ${states.failed}, ${column(lastError)} = ${policy.leaseLost.fail},
                  ${column(nextAttemptAt)} = ${at(now)}
              where ${expired} returning ${key} as "key"`);
      return rowsOf(result).length;
    },
  };
}

export type Queue<K extends string | number> = ReturnType<typeof createQueue<K>>;
