import {
  INVALID_JOBS_CURSOR,
  JOB_ITEM_NOT_FOUND,
  JOBS_PAGE_SIZE,
  ONLY_FAILED_RETRY,
  RETRY_NOT_ALLOWED,
  type BackgroundJob,
  type JobState,
  type jobsQuery,
  type JobsPage,
} from '@neurobridge/shared/api/admin-jobs';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { scheduledJobs } from '../../db/schema/requests';
import { nextRunAt } from '../../jobs/job-rules';
import { createQueue } from '../../jobs/queue';
import type { Acting } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import { isTimed, type Job, type QueuedJob, type TimedJob } from '../../jobs/runner';

type Query = z.output<typeof jobsQuery>;

interface Row {
  job: string;
  sort: string;
  key: string | null;
  state: string;
  attempts: number | string;
  next_at: string | Date | null;
  last_error: string | null;
  last_run_at: string | Date | null;
}

const iso = (d: string | Date | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The rows of a queued job not done yet, in the runner's words for their state. */
function queueRows(job: QueuedJob, state: JobState | undefined): SQL {
  const { table, key, state: stateCol, attempts, nextAttemptAt, lastError, states } = job.queue.table;
  const runnerState = sql`case ${stateCol} when ${states.running} then 'running' when ${states.failed} then 'failed' else 'pending' end`;
  const shown = state
    ? [states[state as keyof typeof states]].filter(Boolean)
    : [states.pending, states.running, states.failed];
  // A timed-only state (done) matches no queued item.
  const where =
    shown.length > 0
      ? sql`${stateCol} in (${sql.join(
          shown.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`select ${job.name}::text as "job", lpad(length(${key}::text)::text, 4, '0') || ${key}::text as "sort",
      ${key}::text as "key", ${runnerState} as "state", ${attempts} as "attempts",
      ${nextAttemptAt} as "next_at", ${lastError} as "last_error", null::timestamptz as "last_run_at"
    from ${table} where ${where}`;
}

function timedRows(jobs: TimedJob[], state: JobState | undefined): SQL | null {
  if (jobs.length === 0 || state === 'pending') return null;
  const names = sql.join(
    jobs.map((j) => sql`${j.name}`),
    sql`, `,
  );
  return sql`select ${scheduledJobs.name} as "job", '' as "sort", null::text as "key", ${scheduledJobs.state} as "state",
      ${scheduledJobs.failures} as "attempts", null::timestamptz as "next_at", ${scheduledJobs.lastError} as "last_error",
      ${scheduledJobs.lastRunAt} as "last_run_at"
    from ${scheduledJobs} where ${scheduledJobs.name} in (${names})${state ? sql` and ${scheduledJobs.state} = ${state}` : sql``}`;
}

/** `job~sort` of the page's last row; the next page starts after it. */
function parseCursor(cursor: string): { job: string; sort: string } {
  const at = cursor.indexOf('~');
  if (at <= 0) throw new HttpError(400, INVALID_JOBS_CURSOR);
  return { job: cursor.slice(0, at), sort: cursor.slice(at + 1) };
}

/**
 * The background work as the administration sees it (docs/decisions/023-one-job-runner.md): each
 * timed job's last run (state, failed runs in a row, last error, next run) and each queued item
 * not done yet (an e-mail not sent, a payment notification not applied), by job then item.
 */
/** Only an attempt that may be made twice is sent back by the administrator (decision 019 keeps e-mails out). */
const retryable = (job: QueuedJob) => job.queue.leaseLost === 'retry';

export function createAdminJobsService({ db, clock, jobs }: Pick<AppDeps, 'db' | 'clock'> & { jobs: readonly Job[] }) {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const timed = jobs.filter(isTimed);
  const queued = jobs.filter((j): j is QueuedJob => !isTimed(j));

  function toView(row: Row): BackgroundJob {
    const job = byName.get(row.job)!;
    const state = row.state as JobState;
    const lastRun = row.last_run_at === null ? null : new Date(row.last_run_at);
    if (isTimed(job)) {
      return {
        id: job.name,
        job: job.name,
        title: job.title,
        kind: 'timed',
        item: null,
        state,
        attempts: Number(row.attempts),
        max_attempts: null,
        last_error: row.last_error,
        last_run_at: iso(lastRun),
        next_run_at: nextRunAt(lastRun, job.schedule.everyMs, clock.now()).toISOString(),
        can_retry: false,
      };
    }
    return {
      id: `${job.name}:${row.key}`,
      job: job.name,
      title: job.title,
      kind: 'queued',
      item: `${job.queue.itemLabel} ${row.key}`,
      state,
      attempts: Number(row.attempts),
      max_attempts: job.queue.maxAttempts,
      last_error: row.last_error,
      last_run_at: null,
      next_run_at: state === 'pending' ? iso(row.next_at) : null,
      can_retry: state === 'failed' && retryable(job),
    };
  }

  return {
    /** A failed queued item back to its queue, due now with its attempts from zero; audited. */
    async retry(name: string, key: string, acting: Acting): Promise<BackgroundJob> {
      const job = byName.get(name);
      if (!job || isTimed(job)) throw notFound(JOB_ITEM_NOT_FOUND);
      if (!retryable(job)) throw new HttpError(409, RETRY_NOT_ALLOWED);
      return db.transaction(async (tx) => {
        const queue = createQueue<string>(tx, clock, job.queue.table, job.queue);
        const before = await queue.retry(key);
        if (!before) {
          const result = await tx.execute(
            sql`select 1 from ${job.queue.table.table} where ${job.queue.table.key}::text = ${key}`,
          );
          if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw notFound(JOB_ITEM_NOT_FOUND);
          throw new HttpError(409, ONLY_FAILED_RETRY);
        }
        await recordAudit(tx, clock, {
          actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
          from: acting.from,
          action: 'job.retried',
          target: { type: 'job', id: `${name}:${key}` },
          details: { job: name, attempts: before.attempts, last_error: before.lastError },
        });
        return toView({
          job: name,
          sort: '',
          key,
          state: 'pending',
          attempts: 0,
          next_at: clock.now(),
          last_error: null,
          last_run_at: null,
        });
      });
    },

    async list(query: Query): Promise<JobsPage> {
      const limit = query.limit ?? JOBS_PAGE_SIZE;
      const parts = [timedRows(timed, query.state), ...queued.map((j) => queueRows(j, query.state))].filter(
        (p): p is SQL => p !== null,
      );
      const after = query.cursor ? parseCursor(query.cursor) : null;
      const result = await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as work
        ${after ? sql`where ("job", "sort") > (${after.job}, ${after.sort})` : sql``}
        order by "job", "sort" limit ${limit + 1}`);
      const rows = (result as unknown as { rows: Row[] }).rows;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        jobs: page.map(toView),
        next_cursor: rows.length > limit && last ? `${last.job}~${last.sort}` : null,
      };
    },
  };
}

export type AdminJobsService = ReturnType<typeof createAdminJobsService>;
