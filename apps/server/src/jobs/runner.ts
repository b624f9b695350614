import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema/requests';
import type { Clock } from '../lib/clock';
import { errorLine, type QueuePolicy } from './job-rules';
import type { QueueTable } from './queue';

/**
 * The one runner of background work (docs/decisions/023-one-job-runner.md). A job is declared
 * with `defineJob`, with its schedule or its queue; every server runs the same runner, and:
 * - a timed job runs once per period across servers: a server runs it only if it moves the job's
 *   `last_run_at` forward itself (one atomic upsert), and its outcome is kept for the admin;
 * - a queued job works its queue's due items (jobs/queue.ts: claimed with a lease, back-off,
 *   attempt limit, failed with its last error), on every tick and when kicked.
 * `start()` (main.ts) ticks every `JOBS_TICK_MS`; tests call `runDue()` and move the app clock.
 */

/** How often a started runner looks for due work (timed jobs claim by the app clock, not by it). */
export const JOBS_TICK_MS = 30_000;

interface JobBase {
  /** Unique; the key of its scheduled_jobs row. */
  name: string;
  /** What the administration reads (pt-BR). */
  title: string;
}

export interface TimedJob extends JobBase {
  schedule: { everyMs: number };
  run(): Promise<unknown>;
}

export interface QueuedJob extends JobBase {
  queue: QueuePolicy & {
    table: QueueTable;
    /** What the administration reads for an item, from its key (pt-BR). */
    itemLabel: string;
  };
  /** Works the queue's due items (claiming each through jobs/queue.ts). */
  run(): Promise<unknown>;
  /**
   * On a started runner: hands the job a way to ask for a run soon (coalesced with one in
   * flight), e.g. after an e-mail is queued.
   */
  start?(kick: () => void): void;
}

export type Job = TimedJob | QueuedJob;

/** Declares a job; its kind follows from `schedule` or `queue`. */
export function defineJob<const J extends Job>(job: J): J {
  return job;
}

export const isTimed = (job: Job): job is TimedJob => 'schedule' in job;

/** A failure's kind, never its message (which could carry an address, a token or a row's values). */
export function errorKind(err: unknown): string {
  if (!(err instanceof Error)) return typeof err;
  const code = (err as { code?: unknown }).code;
  return errorLine(typeof code === 'string' ? `${err.name} ${code}` : err.name);
}

interface RunnerDeps {
  db: Db;
  clock: Clock;
  onBackgroundError: (err: unknown, what: string) => void;
}

export function createJobRunner({ db, clock, onBackgroundError }: RunnerDeps, jobs: readonly Job[]) {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('createJobRunner: two jobs with one name');
  let closed = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();

  function track<T>(p: Promise<T>): Promise<T> {
    running.add(p);
    void p.then(
      () => running.delete(p),
      () => running.delete(p),
    );
    return p;
  }

  /** This period's run, claimed: true for one server among those asking at about the same time. */
  async function claimPeriod(job: TimedJob, now: Date): Promise<boolean> {
    const due = new Date(now.getTime() - job.schedule.everyMs);
    const claimed = await db
      .insert(scheduledJobs)
      .values({ name: job.name, lastRunAt: now, state: 'running' })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { lastRunAt: now, state: 'running' },
        setWhere: sql`${scheduledJobs.lastRunAt} <= ${due.toISOString()}`,
      })
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  /** Runs a timed job if its period is this server's to run; its outcome is recorded. */
  async function runTimed(job: TimedJob): Promise<boolean> {
    const claimedAt = clock.now();
    if (!(await claimPeriod(job, claimedAt))) return false;
    const thisRun = and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lastRunAt, claimedAt));
    try {
      await job.run();
      await db
        .update(scheduledJobs)
        .set({ state: 'done', failures: 0, lastError: null, finishedAt: clock.now() })
        .where(thisRun);
    } catch (err) {
      onBackgroundError(err, `job ${job.name} failed`);
      await db
        .update(scheduledJobs)
        .set({
          state: 'failed',
          failures: sql`${scheduledJobs.failures} + 1`,
          lastError: errorKind(err),
          finishedAt: clock.now(),
        })
        .where(thisRun);
    }
    return true;
  }

  // Runs of one job on this server: at most one in flight, and one more asked for meanwhile.
  const inFlight = new Map<string, Promise<boolean>>();
  const again = new Set<string>();

  /**
   * Runs the job now if due (a timed job: if this server claims the period); answers whether it
   * ran. A run asked for while one is in flight waits for it and runs once more after it.
   */
  function run(name: string): Promise<boolean> {
    const job = byName.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (closed) return Promise.resolve(false);
    const current = inFlight.get(name);
    if (current) {
      again.add(name);
      return current;
    }
    const p = track(
      (async () => {
        let ran = false;
        do {
          again.delete(name);
          try {
            if (isTimed(job)) ran = (await runTimed(job)) || ran;
            else {
              await job.run();
              ran = true;
            }
          } catch (err) {
            onBackgroundError(err, `job ${name} failed`);
          }
        } while (again.has(name) && !closed);
        return ran;
      })().finally(() => inFlight.delete(name)),
    );
    inFlight.set(name, p);
    return p;
  }

  /** Every job once, as a tick does: the timed jobs whose period this server claims, every queue. */
  async function runDue(): Promise<void> {
    await Promise.all(jobs.map((job) => run(job.name)));
  }

  /** On a started runner, a run of this job soon (coalesced); nothing otherwise. */
  function kick(name: string): void {
    if (started && !closed) void run(name);
  }

  return {
    jobs,
    run,
    runDue,
    kick,

    /** main.ts: a run of every job now and every `JOBS_TICK_MS`; the jobs' own kicks are wired. */
    start(): void {
      if (started || closed) return;
      started = true;
      for (const job of jobs) if (!isTimed(job)) job.start?.(() => kick(job.name));
      void runDue();
      timer = setInterval(() => void runDue(), JOBS_TICK_MS);
      timer.unref();
    },

    /** Stops ticking and claiming; resolves once the runs in progress have ended. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
